import { Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { SignInForm } from './sign-in-form';
import { BrandCard } from '../../components/brand-card';

/*
 * No loader: the demo account is asked for by its own component once the form has painted, so
 * nothing holds back the first page people land on. The session is deliberately not checked
 * here: signed out it answers 401, which browsers log as a console error; a signed-in visitor
 * simply sees the form.
 */

export function Component() {
  useDocumentTitle('Sign in · Partner dashboard');
  return (
    <BrandCard maw={420}>
      <Title order={1} fz="h2">
        Sign in
      </Title>
      <SignInForm />
    </BrandCard>
  );
}
