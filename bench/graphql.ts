import { defaultVariables } from '../functions/data/directory/derived.ts';
import { storeCallsOf } from '../test/support/store-calls.ts';
import type { Client } from '../test/support/api.ts';
import { ms, percentile, printTable, timeMany } from './stats.ts';

const QUERY = `query($contactIds: [Int!]!, $eventId: Int!) {
  event(id: $eventId) { id name producer { email } }
  contacts(ids: $contactIds) {
    id fullName email language { code }
    company { id name accountManager { email firstName lastName } }
    participations { status { id name } role { name } event { id name } }
  }
}`;

/** A GraphQL query for 50 contacts with companies and participations, over HTTP, with its store calls. */
export async function benchGraphql(client: Client, runs: number) {
  const variables = await defaultVariables();
  if (variables.contactIds.length < 50) throw new Error(`the bench world has only ${variables.contactIds.length} contacts at the next event`);
  const request = async () => {
    const answer = await client.post('/v1/graphql', { query: QUERY, variables });
    if (answer.status !== 200 || answer.body.errors) throw new Error(JSON.stringify(answer.body).slice(0, 300));
  };
  await timeMany(3, request);
  const calls = (await storeCallsOf(request)).calls.directory;
  const samples = await timeMany(runs, request);
  printTable('GraphQL over HTTP: 50 contacts with company, account manager, participations and events', ['runs', 'p50', 'p95', 'directory store calls per query'], [
    [runs, ms(percentile(samples, 50)), ms(percentile(samples, 95)), calls],
  ]);
}
