// `node --import ./register-typescript.mjs`: the workspaces' TypeScript source loads as JavaScript (see
// typescript-hooks.mjs), in this process and in the worker threads it starts, which inherit its flags.
import { register } from 'node:module';

register('./typescript-hooks.mjs', import.meta.url);
