/**
 * For Node servers that serve the hub page (`/sdk/index.html`): the page with an allow-list of
 * origins, or the path of the file as shipped.
 *
 * @packageDocumentation
 * @module @kyc/analytics-sdk/hub
 */
export { type HubHtmlOptions, hubHtml } from './hubHtml';
export { hubHtmlPath } from './hubHtmlPath';
