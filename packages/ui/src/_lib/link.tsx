import type { ReactNode } from 'react';

/** What a link needs; apps pass `renderLink` to draw it with their router's Link. */
export interface LinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
  onClick?: () => void;
}

/** Draws a link: the app's router link when given, else a plain anchor. */
export type RenderLink = (props: LinkProps) => ReactNode;

export const renderAnchor: RenderLink = ({ children, ...props }) => <a {...props}>{children}</a>;
