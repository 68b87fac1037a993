/**
 * Thrown by `track` before `config`: Chinese for 'config must be called first'.
 *
 * @example expect(() => createTracker().track('page_view')).toThrow(CONFIG_REQUIRED_MESSAGE)
 */
export const CONFIG_REQUIRED_MESSAGE = '请先调用 config 方法';
