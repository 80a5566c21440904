-- Machine clients of the embedded identity provider (issue 9): software that reads reference data signs in
-- with client_credentials, or, where allowed, with the password grant. With a real Keycloak this stays empty.
create table api_client (
  client_id text primary key,
  -- sha256$<base64url>: the secret itself is shown once, when it is made. Null for a public client
  -- (password grant only, as a Keycloak client without a secret).
  secret_hash text,
  -- The portal roles a client_credentials token carries; a password-grant token carries the user's roles
  -- among these only.
  roles text[] not null default '{}',
  -- The client signs users in with their password (only while AUTH_PASSWORD_GRANT is on), and has no
  -- client_credentials tokens of its own.
  password_grant boolean not null default false,
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A client without a secret can only use the password grant, which needs a user's password.
  check (secret_hash is not null or password_grant)
);
