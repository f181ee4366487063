// The second half of the TEC scenarios replayed (test/helpers/tec-replay.ts).
import { replayHalf } from '../helpers/tec-replay.js';

replayHalf(1);
