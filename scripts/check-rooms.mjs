// `npm run lint` (lint:rooms): fails when an import runs the wrong way between the code's rooms
// (scripts/lib/rooms.mjs), naming each one.
import { roomProblems } from './lib/rooms.mjs';

const problems = roomProblems(process.cwd());
for (const problem of problems) console.error(problem);
if (problems.length > 0) process.exit(1);
