/**
 * Thrown by `track` for an event outside `EVENT_NAMES`: Chinese for 'non-standard tracking
 * event, please check'. The error's message starts with it and then names the event
 * refused, quoted when it is a text: '非标准埋点事件，请检查: "click"'.
 *
 * @example expect(() => tracker.track('click' as EventName)).toThrow(UNKNOWN_EVENT_MESSAGE)
 */
export const UNKNOWN_EVENT_MESSAGE = '非标准埋点事件，请检查';
