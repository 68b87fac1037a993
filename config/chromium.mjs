// How every browser test in this repo launches Chromium: Debian's build (no test tool may
// download its own here), headless, with nothing phoning home and no /dev/shm limit.
/** @type {{ executablePath: string, args: string[] }} */
export const CHROMIUM = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // Containers give /dev/shm a few MB; Chromium's tabs crash when they run out of it.
    '--disable-dev-shm-usage',
  ],
};
