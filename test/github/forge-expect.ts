// What gh's answers should hold, made from the forge's own REST answers.

import { expect } from 'vitest';

/** gh's `comments` of an issue or pull request: each comment's author and body, as the forge lists them. */
export const commentsAsListed = (comments: readonly { user: { login: string }; body: string }[]) =>
  comments.map((comment) =>
    expect.objectContaining({
      author: expect.objectContaining({ login: comment.user.login }),
      body: comment.body,
    }),
  );
