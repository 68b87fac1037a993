// Entry of the hub page's inline script (built into dist/hub.html).
import { startHub } from './startHub';

startHub();
