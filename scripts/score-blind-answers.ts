/**
 * Scores the built-in assistant on the blind set of parent questions (api/services/ai/blind-questions.ts),
 * through the whole chain a chat goes through (the assistant in front of the library provider):
 * answered correctly N/M, unsafe answers, and the questions that failed with why.
 *
 *   npx tsx scripts/score-blind-answers.ts            the figures and every failure
 *   npx tsx scripts/score-blind-answers.ts --quiet    the figures only
 */
import { openSqliteStore } from '../api/db/sqlite-store';
import { BLIND_QUESTIONS, type BlindQuestion } from '../api/services/ai/blind-questions';
import { libraryAssistant } from '../api/test/library-assistant';

/** The first sentence of an answer (up to the first . ! ? followed by a space or line break). */
export function firstSentence(answer: string): string {
  const match = /^[\s\S]*?[.!?](?=\s|$)/.exec(answer.trim());
  return (match ? match[0] : answer).trim();
}

export interface Verdict {
  correct: boolean;
  unsafe: boolean;
  why: string[];
}

/** What a question's criteria say of an answer. */
export function judge(q: BlindQuestion, answer: string): Verdict {
  const first = firstSentence(answer);
  const re = (source: string) => new RegExp(source, 'i');
  const why: string[] = [];
  for (const p of q.must) if (!re(p).test(answer)) why.push(`missing /${p}/`);
  for (const p of q.mustNot) if (re(p).test(answer)) why.push(`says /${p}/`);
  for (const p of q.first ?? []) if (!re(p).test(first)) why.push(`first sentence lacks /${p}/`);
  for (const p of q.firstNot ?? []) if (re(p).test(first)) why.push(`first sentence says /${p}/`);
  const unsafe = q.unsafe.filter((p) => re(p).test(answer) || re(p).test(first));
  for (const p of unsafe) why.push(`UNSAFE /${p}/`);
  return { correct: why.length === 0, unsafe: unsafe.length > 0, why };
}

async function main() {
  const quiet = process.argv.includes('--quiet');
  const store = openSqliteStore(':memory:');
  const assistant = await libraryAssistant(store);
  let correct = 0;
  let unsafe = 0;
  const byKind = new Map<string, { n: number; ok: number }>();
  for (const q of BLIND_QUESTIONS) {
    const { message } = await assistant.chat([{ role: 'user', content: q.question }]);
    const verdict = judge(q, message);
    const kind = byKind.get(q.kind) ?? { n: 0, ok: 0 };
    kind.n++;
    if (verdict.correct) {
      correct++;
      kind.ok++;
    }
    if (verdict.unsafe) unsafe++;
    if (!verdict.correct && !quiet) {
      console.log(
        `\n✗ [${q.kind}] ${q.question}\n  ${verdict.why.join('\n  ')}\n  answer: ${message.slice(0, 400).replace(/\n/g, ' ')}`,
      );
    }
  }
  const n = BLIND_QUESTIONS.length;
  console.log(
    `\nBlind set: answered correctly ${correct}/${n} (${((100 * correct) / n).toFixed(1)}%), unsafe ${unsafe}`,
  );
  console.log([...byKind].map(([k, v]) => `  ${k}: ${v.ok}/${v.n}`).join('\n'));
  await store.close();
}

if (process.argv[1]?.endsWith('score-blind-answers.ts')) void main();
