import { libraryConfig } from '../../config/tsup';
import { buildHubPage } from './scripts/buildHubPage';

export default libraryConfig(
  {
    index: 'src/index.ts',
    react: 'src/react.ts',
    'op-log': 'src/op-log.ts',
    hub: 'src/hub.ts',
  },
  // `shims` gives the CJS build of `hubHtmlPath` an `import.meta.url`.
  { shims: true, onSuccess: buildHubPage },
);
