import { describeHttpStorage } from './http-storage.shared';

describeHttpStorage('the local disk', async () => ({ env: {}, close: async () => undefined }));
