import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** gzip/brotli for large answers (18 months of transactions). */
export default fp(
  async (app) => {
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  },
  { name: 'compress' },
);
