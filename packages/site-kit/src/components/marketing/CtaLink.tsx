import type { Link as ContentLink, Locale } from '@kyc/content';
import { Link } from 'react-router';
import { localizedPath } from '../../lib/links';
import { useCtaTracking } from '../../lib/marketing/useSafeTracking';
import { TRACK_CLICK_ATTRIBUTE } from '../../static/trackStaticPage';

export interface CtaLinkProps {
  link: ContentLink;
  locale: Locale;
  /** The page's tracking label, sent with the click. */
  trackingLabel: string;
  /** Id of the section the link sits in, sent with the click. */
  section: string;
  /** 'primary' and 'secondary' on light surfaces; 'inverse' and 'outline' on the dark band. */
  variant?: 'primary' | 'secondary' | 'inverse' | 'outline';
}

const CLASS_NAMES = {
  primary: 'kyc-button kyc-button--primary kyc-button--lg',
  secondary: 'kyc-button kyc-button--secondary kyc-button--lg',
  inverse: 'kyc-button kyc-button--secondary kyc-button--lg',
  outline: 'kyc-button kyc-button--lg mk-button--outline',
};

/**
 * A call to action drawn as a button-styled link, counted as `page_button_click`: site paths go
 * through the router in the page's language, anchors and other addresses stay plain links.
 *
 * @example <CtaLink link={{ label: 'Request a demo', href: '/demo-request' }} locale="en" trackingLabel="home" section="hero" />
 */
export function CtaLink({
  link,
  locale,
  trackingLabel,
  section,
  variant = 'primary',
}: CtaLinkProps) {
  const trackCta = useCtaTracking(trackingLabel);
  const onClick = () => trackCta(link.label, { href: link.href, section });
  const className = CLASS_NAMES[variant];
  // The same click data for pages served without React, whose enhancer tracks it.
  const trackData = {
    [TRACK_CLICK_ATTRIBUTE]: JSON.stringify({
      button: link.label,
      trackingLabel,
      href: link.href,
      section,
    }),
  };
  if (link.href.startsWith('/') && !link.href.startsWith('//')) {
    return (
      <Link
        to={localizedPath(link.href, locale)}
        prefetch="intent"
        className={className}
        onClick={onClick}
        {...trackData}
      >
        {link.label}
      </Link>
    );
  }
  return (
    <a href={link.href} className={className} onClick={onClick} {...trackData}>
      {link.label}
    </a>
  );
}
