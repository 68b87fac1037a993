/** The page's one scroll-lock counter, shared by every overlay, with the body styles to restore. */
export const scrollLockState = { count: 0, overflow: '', paddingRight: '' };
