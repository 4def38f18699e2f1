// Repository topics and the topic search, as tests/integration/api_repo_topic_test.go walks them (on
// alice/hello, seeded with `demo` and `typescript`; bob writes to it without being an admin).
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();
const topics = async () => (await sandbox.call('GET', '/repos/alice/hello/topics', 'alice')).body.topics;

asGiteaTests('tests/integration/api_repo_topic_test.go', () => {
  following('TestAPITopicSearch', (behaves) => {
    behaves('searching every topic lists all of them, with the total in X-Total-Count', async () => {
      const res = await sandbox.answers(200, 'GET', '/topics/search');
      expect(res.body.topics).toHaveLength(5);
      expect(res.headers.get('x-total-count')).toBe('5');
    });

    behaves('the topic search pages by page and limit, the total unchanged', async () => {
      const first = await sandbox.call('GET', '/topics/search?page=1&limit=4');
      expect(first.body.topics).toHaveLength(4);
      expect(first.headers.get('x-total-count')).toBe('5');
      const second = await sandbox.call('GET', '/topics/search?page=2&limit=4');
      expect(second.body.topics).toHaveLength(1);
      expect(second.headers.get('x-total-count')).toBe('5');
    });

    behaves('a keyword finds the matching topics with their id, name and repository count', async () => {
      const res = await sandbox.call('GET', '/topics/search?page=1&limit=4&q=typescript');
      expect(res.body.topics).toHaveLength(1);
      expect(res.body.topics[0]).toMatchObject({ id: 2, topic_name: 'typescript', repo_count: 2 });
    });
  });

  following('TestAPIRepoTopic', (behaves) => {
    behaves("a repository's topics are read as { topics }", async () => {
      const res = await sandbox.answers(200, 'GET', '/repos/alice/hello/topics', 'alice');
      expect(res.body.topics.sort()).toEqual(['demo', 'typescript']);
    });

    behaves('a topic is deleted by any case of its name, 204', async () => {
      expect((await sandbox.call('DELETE', '/repos/alice/hello/topics/Demo', 'alice')).status).toBe(204);
      expect(await topics()).toEqual(['typescript']);
    });

    behaves('adding a topic lower-cases it; adding one already there is 204 too', async () => {
      expect((await sandbox.call('PUT', '/repos/alice/hello/topics/Golang', 'alice')).status).toBe(204);
      expect((await sandbox.call('PUT', '/repos/alice/hello/topics/golang', 'alice')).status).toBe(204);
      expect((await sandbox.call('PUT', '/repos/alice/hello/topics/topicName3', 'alice')).status).toBe(204);
      expect((await topics()).sort()).toEqual(['golang', 'topicname3', 'typescript']);
    });

    behaves('replacing the topics trims and lower-cases them and drops blank ones', async () => {
      await sandbox.answers(204, 'PUT', '/repos/alice/hello/topics', 'alice', {
        topics: ['   windows ', '   ', 'MAC  '],
      });
      expect((await topics()).sort()).toEqual(['mac', 'windows']);
    });

    behaves('replacing with an invalid topic is 422 and changes nothing', async () => {
      const res = await sandbox.answers(422, 'PUT', '/repos/alice/hello/topics', 'alice', {
        topics: ['topicname1', 'topicname2', 'topicname!'],
      });
      expect(res.body).toEqual({ invalidTopics: ['topicname!'], message: 'Topic names are invalid' });
      expect((await topics()).sort()).toEqual(['mac', 'windows']);
    });
  });

  const many = [
    't1',
    't2',
    't1',
    't3',
    't4',
    't5',
    't6',
    't7',
    't8',
    't9',
    't10',
    't11',
    't12',
    't13',
  ].concat(['t14', 't15', 't16', '17', 't18', 't19', 't20', 't21', 't22', 't23', 't24', 't25']);

  following('TestAPIRepoTopic', (behaves) => {
    behaves('a topic given twice counts once: 25 distinct topics are allowed', async () => {
      expect((await sandbox.call('PUT', '/repos/alice/hello/topics', 'alice', { topics: many })).status).toBe(
        204,
      );
      expect(await topics()).toHaveLength(25);
    });

    behaves('replacing with 26 distinct topics is 422', async () => {
      const res = await sandbox.answers(422, 'PUT', '/repos/alice/hello/topics', 'alice', {
        topics: [...many, 't26'],
      });
      expect(res.body).toEqual({
        invalidTopics: null,
        message: 'Exceeding maximum number of topics per repo',
      });
    });

    behaves('adding a 26th topic is 422', async () => {
      const res = await sandbox.answers(422, 'PUT', '/repos/alice/hello/topics/t26', 'alice');
      expect(res.body).toEqual({
        invalidTopics: null,
        message: 'Exceeding maximum allowed topics per repo.',
      });
    });

    behaves('deleting a topic the repository does not have is 404', async () => {
      expect((await sandbox.call('DELETE', '/repos/alice/hello/topics/Topicname1', 'alice')).status).toBe(
        404,
      );
    });

    behaves(
      'a repository without topics reads as an empty list; a writer without admin rights cannot add one: 403',
      async () => {
        const read = await sandbox.answers(200, 'GET', '/repos/bob/empty/topics', 'bob');
        expect(read.body.topics).toEqual([]);
        await sandbox.answers(403, 'PUT', '/repos/alice/hello/topics/topicName', 'bob');
      },
    );
  });
});
