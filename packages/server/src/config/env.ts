import { z } from 'zod';

// Behind a TLS-terminating proxy, which addresses are proxies whose X-Forwarded-* headers count:
// '1' means the private networks a load balancer sits on; or a list of addresses and CIDR ranges
// (10.0.0.0/8, 203.0.113.5). Never every address: a client could then write its own
// X-Forwarded-For and pass for anyone, past the per-address sign-in limits.
const trustedProxies = (setting: string): string | false => {
  if (setting === '0') return false;
  if (setting === '1') return 'loopback, linklocal, uniquelocal';
  return setting;
};

// The only reader of process.env: every setting is optional and the defaults run a complete product.
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    // The address people open (https://pulse.example.com): its host name is one Pulse answers for.
    PUBLIC_URL: z.string().url().optional(),
    // Further host names Pulse answers for, comma-separated (pulse.internal,10.0.0.5); loopback names
    // always. A request naming any other host is refused (DNS rebinding).
    ALLOWED_HOSTS: z
      .string()
      .optional()
      .transform((list) =>
        (list ?? '')
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      ),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().url().optional(),
    // Connections to PostgreSQL per instance (db/client.ts has the default and why). Each instance
    // opens up to this many: keep instances × size under the server's max_connections.
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).optional(),
    // "0" starts with an empty database instead of the demo organisation.
    DEMO: z.enum(['0', '1']).default('1'),
    // Behind a TLS-terminating proxy: trust X-Forwarded-* so cookies get Secure.
    TRUST_PROXY: z
      .string()
      .regex(/^[0-9A-Za-z.:/,\s]+$/, 'TRUST_PROXY must be 0, 1 or a list of proxy addresses')
      .default('0')
      .transform(trustedProxies),
    // Base64 of 32 bytes; unset on one machine: a key generated in DATA_DIR/secrets on first start.
    DATA_ENCRYPTION_KEY: z.string().optional(),
    // Files (documents, photos): unset → DATA_DIR/files; `s3://bucket` → S3-compatible storage (path-style).
    STORAGE: z
      .string()
      .regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'STORAGE must be s3://bucket')
      .optional(),
    S3_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    // Mail: unset → the mail worker keeps each mail in the outbox (status 'kept', readable by admins).
    // smtp://user:pass@host:port or smtps://… (nodemailer's connection URL).
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must be smtp://… or smtps://…')
      .optional(),
    MAIL_FROM: z.string().min(1).default('Pulse <no-reply@pulse.local>'),
    // Socket.IO across instances: unset → in-process rooms; redis://host:port → the Redis adapter.
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must be redis://… or rediss://…')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // ProBot's optional language model: unset → the deterministic answers, as they are. An
    // OpenAI-compatible base URL (http://127.0.0.1:11434/v1) and a model name phrase the replies;
    // the key is sent as a bearer token when set (local servers need none).
    ASSISTANT_LLM_URL: z
      .string()
      .url()
      .regex(/^https?:\/\//, 'ASSISTANT_LLM_URL must be http://… or https://…')
      .optional(),
    ASSISTANT_LLM_MODEL: z.string().min(1).optional(),
    ASSISTANT_LLM_API_KEY: z.string().min(1).optional(),
    // The longest wait for the model's next piece of a reply (the first included); then the
    // deterministic answer is used.
    ASSISTANT_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
  })
  // Half a model configuration is a typo, not a choice: refuse to start rather than ignore it.
  .refine((env) => (env.ASSISTANT_LLM_URL === undefined) === (env.ASSISTANT_LLM_MODEL === undefined), {
    path: ['ASSISTANT_LLM_MODEL'],
    message: 'ASSISTANT_LLM_URL and ASSISTANT_LLM_MODEL are set together',
  });

export type Env = z.infer<typeof envSchema>;

// Every host name the configuration names, for the host check (lib/allowed-hosts.ts).
export const configuredHostnames = (env: Pick<Env, 'PUBLIC_URL' | 'ALLOWED_HOSTS'>) => [
  ...(env.PUBLIC_URL ? [new URL(env.PUBLIC_URL).host] : []),
  ...env.ALLOWED_HOSTS,
];

export const loadEnv = (source: NodeJS.ProcessEnv = process.env): Env => {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
};
