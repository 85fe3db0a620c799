// Hostile input over the write calls of shard 1 (tests/hostile/hostileRun.ts).
import { hostileShard } from './hostileRun.js';

hostileShard(0);
