import { describe, expect, it } from 'vitest';
import { readMetaReply } from './meta';

describe('the server description', () => {
  it('reads whether the company sign-in is offered, and reads older replies as before', () => {
    expect(readMetaReply({ demoAccount: null, oidc: true })).toEqual({
      success: true,
      data: { demoAccount: null, oidc: true },
    });
    expect(readMetaReply({ demoAccount: { email: 'e', password: 'p' }, oidc: false })).toEqual({
      success: true,
      data: { demoAccount: { email: 'e', password: 'p' }, oidc: false },
    });
    expect(readMetaReply({ demoAccount: null })).toEqual({
      success: true,
      data: { demoAccount: null },
    });
    expect(readMetaReply({ demoAccount: null, oidc: 'yes' })).toEqual({
      success: true,
      data: { demoAccount: null },
    });
  });
});
