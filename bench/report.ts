/** The figures of a run of `npm run bench`: printed as two tables, and saved in bench/results/. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Figure } from './measure.ts';
import { ROOT } from './process.ts';
import { CONNECTIONS, ORDERS, PRODUCTS, REVIEWS, SECONDS } from './settings.ts';
import type { ProcessFigure } from './shop-server.ts';

export function report(figures: Figure[], processes: ProcessFigure[]) {
  console.log(
    '\n| database | scenario | req/s | p50 ms | p99 ms | ratio to bare | ratio to the same bytes | errors | CPU ms a request: app server / PostgreSQL |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const f of figures) {
    const cpu =
      f.serverCpuMs === undefined
        ? ''
        : `${f.serverCpuMs}${f.databaseCpuMs === undefined ? '' : ` / ${f.databaseCpuMs}`}`;
    const ratio = f.ratio === undefined ? '' : f.ratio.toPrecision(2);
    const sameBytes = f.sameBytesRatio === undefined ? '' : f.sameBytesRatio.toPrecision(2);
    console.log(
      `| ${f.database} | ${f.scenario} | ${Math.round(f.rps)} | ${f.p50} | ${f.p99} | ${ratio} | ${sameBytes} | ${f.errors} | ${cpu} |`,
    );
  }
  console.log(
    '\n| database | first answer after start | first catalogue page after it | memory idle | memory under load | memory idle after the load |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const p of processes) {
    console.log(
      `| ${p.database} | ${p.startedInMs} ms (${p.starts.join(', ')}) | ${p.firstPageMs} ms | ${p.idleMb} MB | ${p.underLoadMb} MB | ${p.afterLoadMb} MB |`,
    );
  }
  saveResults('shop', {
    products: PRODUCTS,
    orders: ORDERS,
    reviews: REVIEWS,
    connections: CONNECTIONS,
    seconds: SECONDS,
    figures: figures.map((f) => ({
      ...f,
      ratio: f.ratio === undefined ? undefined : Number(f.ratio.toFixed(4)),
      sameBytesRatio: f.sameBytesRatio === undefined ? undefined : Number(f.sameBytesRatio.toFixed(4)),
    })),
    processes,
  });
}

/** Saves a run's figures in bench/results/, named by what was run and when. */
export function saveResults(kind: string, results: unknown) {
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  const file = path.join(ROOT, 'bench/results', `${kind}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(results, null, 2));
  console.log(`\nSaved ${path.relative(ROOT, file)}`);
}
