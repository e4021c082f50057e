import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PageQuery } from '../../components/page-query';
import { paths } from '../../lib/paths';
import { AcceptLinkForm } from './accept-link-form';
import { linkQueryOptions, type LinkState } from './link-api';
import { BrandCard } from '../../components/brand-card';

const signInLink = (
  <Anchor component={Link} to={paths.signIn}>
    sign in
  </Anchor>
);

/** A link that cannot be used: which it is, and what to do. */
function Unusable({ link }: { link: LinkState }) {
  const invitation = link.kind === 'invitation';
  const pages: Record<Exclude<LinkState['state'], 'valid'>, { title: string; body: ReactNode }> = {
    expired: {
      title: 'This link has expired',
      body: invitation
        ? 'Ask the person who invited you for a new link.'
        : 'Ask the person who sent it for a new reset link.',
    },
    used: {
      title: 'This link was already used',
      body: <>This link was already used: {signInLink} with the password you set.</>,
    },
    invalid: {
      title: 'This link is not valid',
      body: invitation
        ? 'Check that the whole link was copied, or ask the person who invited you for a new one.'
        : 'Check that the whole link was copied, or ask for a new reset link.',
    },
  };
  const page = pages[link.state === 'valid' ? 'invalid' : link.state];
  return (
    <Stack gap="sm">
      <Title order={1} fz="h2">
        {page.title}
      </Title>
      <Text>{page.body}</Text>
    </Stack>
  );
}

function Welcome({ link, token }: { link: LinkState; token: string }) {
  const greeting = link.name ? `Welcome ${link.name}` : 'Welcome';
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {link.kind === 'invitation' ? greeting : 'Set a new password'}
      </Title>
      <Text>
        {link.kind === 'invitation' ? 'Set a password for ' : 'A new password for '}
        <Text span fw={600}>
          {link.email ?? 'your account'}
        </Text>
        .
      </Text>
      <AcceptLinkForm token={token} oidc={link.oidc} />
    </Stack>
  );
}

/** `/invite/:token` and `/reset/:token`: set a password (or use the company sign-in), once. */
export function Component() {
  // `/invite/{token}` or `/reset/{token}` (routes.tsx): read here, not through a route parameter.
  const [, page = '', token = ''] = useLocation().pathname.split('/');
  const kind = page === 'reset' ? 'reset' : 'invitation';
  useDocumentTitle(
    `${kind === 'invitation' ? 'Invitation' : 'Reset password'} · Partner dashboard`,
  );
  const link = useQuery(linkQueryOptions(token, kind));
  return (
    <BrandCard maw={440}>
      <PageQuery
        query={link}
        errorTitle="Could not check the link"
        loadingLabel="Checking the link…"
      >
        {(state) =>
          state.state === 'valid' ? (
            <Welcome link={state} token={token} />
          ) : (
            <Unusable link={state} />
          )
        }
      </PageQuery>
    </BrandCard>
  );
}
