import type { RenderLink } from './link';

/** The product's wordmark, linking home. */
export function Brand({ href, renderLink }: { href: string; renderLink: RenderLink }) {
  return renderLink({
    href,
    className: 'kyc-brand',
    children: (
      <>
        <span className="kyc-brand__mark" aria-hidden="true">
          K
        </span>
        <span className="kyc-brand__name">KYC</span>
      </>
    ),
  });
}
