import { loadLoop, type DriverJob, type DriverReport } from './api-load-loop';

/**
 * The benches' load from a process of its own (api-load-loop.ts `runLoad`): handed a job with
 * every body ready-made, it posts them as loadLoop does, sends back the result and the answers,
 * and exits.
 */

process.once('message', (message) => {
  const job = message as DriverJob;
  const sent = job.payloads.map(() => 0);
  const answers: [number, string][] = [];
  void loadLoop(job.port, job.name, {
    ...job,
    payloadOf: (_, connection) => {
      const index = sent[connection] ?? 0;
      sent[connection] = index + 1;
      return job.payloads[connection]?.[index];
    },
    headersOf: (connection) => job.headers[connection],
    onAnswer: job.wantsAnswers ? (status, body) => answers.push([status, body]) : undefined,
  }).then((result) => {
    const report: DriverReport = { result, answers };
    process.send?.(report, () => process.exit(0));
  });
});
