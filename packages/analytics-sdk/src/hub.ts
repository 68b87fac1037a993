export { type HubHtmlOptions, hubHtml } from './hubHtml';
export { hubHtmlPath } from './hubHtmlPath';
