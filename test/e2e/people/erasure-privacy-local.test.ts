import { describeErasurePrivacy } from './erasure-privacy.shared';

describeErasurePrivacy('the local disk', async () => ({ env: {}, directory: (t) => t.config.storageDir, close: async () => undefined }));
