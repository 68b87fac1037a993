import { libraryConfig } from '../../config/tsup';

export default libraryConfig({ index: 'src/index.ts', react: 'src/react/index.ts' });
