import { touchOwnershipMap } from '@kyc/content/interface';
import { OwnershipMap, type OwnershipMapProps } from '@kyc/ui/ownership';
import { useEffect, useRef } from 'react';
import { useIsMobile } from '../../lib/account/useIsMobile';
import { useRootData } from '../../lib/rootData';
import { attachPinchZoom } from './pinchZoom';
import './touch-map.css';

/** A phone's viewport: room to pan with the page still scrollable above and below it. */
export const MOBILE_MAP_HEIGHT = 360;

/**
 * `@kyc/ui`'s OwnershipMap for touch screens too: pinch zooms (see attachPinchZoom), the
 * gestures are explained on touch devices, the zoom buttons are 44 px targets on the mobile
 * app, and the viewport there is shorter than the screen.
 *
 * @example <TouchOwnershipMap graph={graph} locale="zh-CN" />
 */
export function TouchOwnershipMap({ height, ...props }: OwnershipMapProps) {
  const { locale } = useRootData();
  const mobile = useIsMobile();
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => (frame.current ? attachPinchZoom(frame.current) : undefined), []);
  return (
    <div ref={frame} className="account-map">
      <p className="account-map__touch-hint">{touchOwnershipMap[props.locale ?? locale].hint}</p>
      <OwnershipMap {...props} height={height ?? (mobile ? MOBILE_MAP_HEIGHT : undefined)} />
    </div>
  );
}
