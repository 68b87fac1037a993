import { libraryTestConfig } from '../../config/vitest';

export default libraryTestConfig('node');
