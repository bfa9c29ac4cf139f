// Loaded into the server by bench/community.ts (node --import) to learn the SQL a route runs: while
// capturing (switched on and off by SIGUSR2), every query the `pg` driver sends is kept; switched
// off, they are written to FN_CAPTURE_SQL as JSON ({ text, values, rowMode } each). Benchmarks only.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const pg = createRequire(path.join(process.cwd(), 'package.json'))('pg');
const file = process.env.FN_CAPTURE_SQL;
let captured = null;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, values, callback) {
  if (captured && config && typeof config === 'object' && typeof config.text === 'string') {
    captured.push({
      text: config.text,
      values: config.values ?? (Array.isArray(values) ? values : []),
      rowMode: config.rowMode,
    });
  } else if (captured && typeof config === 'string') {
    captured.push({ text: config, values: Array.isArray(values) ? values : [] });
  }
  return query.call(this, config, values, callback);
};
process.on('SIGUSR2', () => {
  if (captured) {
    writeFileSync(file, JSON.stringify(captured));
    captured = null;
  } else {
    captured = [];
  }
});
