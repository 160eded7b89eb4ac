import { contactFamilyContract, type ContactInput } from '@familytree/shared';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Container, Stack, Typography } from '@mui/material';
import { PlainTextField } from '../../../components/PlainTextField';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PageHeading } from '../../../components/PageHeading';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useSpecText, useT } from '../../../lib/i18n';
import { useFamily } from '../../family';
import { contactMessages } from '../messages';

type Field = 'name' | 'email' | 'message';
const empty = { name: '', email: '', message: '', website: '' };
// The form's check (the server's schema, with zod) loads once the form is used (issue 18).
const loadChecks = () => import('../logic/contact-problems');

/** /contact: a message to the family's admins, sent by mail (issue 16). */
export function ContactPage() {
  const family = useFamily();
  const t = useT(contactMessages);
  const { text } = useSpecText();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (body: ContactInput) =>
      apiRequest(contactFamilyContract, { params: { familyId: family.familyId }, body }),
    onSuccess: (answer) => {
      setSentMessage(answer.message);
      setValues(empty);
    },
    onError: (error) => {
      if (error instanceof ApiError) setErrors(error.fields);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void loadChecks().then(({ contactProblems }) => {
      const found = contactProblems(values);
      setErrors(found);
      if (Object.keys(found).length === 0) send.mutate(values);
    });
  };

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      setErrors((er) => ({ ...er, [name]: undefined }));
    },
    error: Boolean(errors[name]),
    helperText: errors[name] ? text(errors[name]) : ' ',
  });

  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <PageHeading title={t('title')} />
      {sentMessage ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {text(sentMessage)}
          </Alert>
          <Button variant="outlined" onClick={() => setSentMessage(null)}>
            {t('writeAnother')}
          </Button>
        </Stack>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          onFocus={() => void loadChecks()}
          aria-label={t('formLabel')}
        >
          <Typography sx={{ mb: 3 }} color="text.secondary">
            {t('intro', { familyName: family.name })}
          </Typography>
          <Stack spacing={1}>
            {send.isError && !Object.keys(errors).some((k) => errors[k as Field]) && (
              <Alert severity="error">{text(send.error.message)}</Alert>
            )}
            <PlainTextField label={t('yourName')} required autoComplete="name" {...field('name')} />
            <PlainTextField
              label={t('yourEmail')}
              type="email"
              required
              autoComplete="email"
              {...field('email')}
            />
            <PlainTextField
              label={t('message')}
              required
              multiline
              minRows={5}
              {...field('message')}
            />
            {/* The spam trap: off screen and out of the tab order, so only a bot fills it in. */}
            <Box aria-hidden="true" sx={{ position: 'absolute', left: '-10000px', top: 'auto' }}>
              <label>
                {t('website')}
                <input
                  name="website"
                  tabIndex={-1}
                  autoComplete="off"
                  value={values.website}
                  onChange={(e) => setValues((v) => ({ ...v, website: e.target.value }))}
                />
              </label>
            </Box>
            <Button
              type="submit"
              variant="contained"
              startIcon={<SendIcon />}
              disabled={send.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              {send.isPending ? t('sending') : t('send')}
            </Button>
          </Stack>
        </Box>
      )}
    </Container>
  );
}
