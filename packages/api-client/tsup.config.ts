import { libraryConfig } from '../../config/tsup';

export default libraryConfig({ index: 'src/index.ts' });
