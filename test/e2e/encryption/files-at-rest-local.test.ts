import { describeFilesAtRest } from './files-at-rest.shared';

describeFilesAtRest('the local disk', async () => ({ env: {}, directory: (t) => t.config.storageDir, close: async () => undefined }));
