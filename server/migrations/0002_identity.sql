-- Accounts of the embedded identity provider (issue 4). With a real Keycloak these tables stay empty.
create table app_user (
  id uuid primary key,
  username text not null unique,
  email text not null unique,
  given_name text not null,
  family_name text not null,
  -- scrypt$N$r$p$salt$hash (base64url); never the password.
  password_hash text not null,
  -- No mail server is required: an address is recorded as unverified until one confirms it.
  email_verified boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Roles per client (Keycloak's resource_access); client_id '' holds realm roles (realm_access).
create table app_user_role (
  user_id uuid not null references app_user (id) on delete cascade,
  client_id text not null,
  role text not null,
  primary key (user_id, client_id, role)
);

-- The provider's state (sessions, grants, codes, refresh tokens, interactions), shared by every instance.
create table oidc_payload (
  model text not null,
  id text not null,
  payload jsonb not null,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  primary key (model, id)
);
create index oidc_payload_grant on oidc_payload (grant_id) where grant_id is not null;
create index oidc_payload_uid on oidc_payload (uid) where uid is not null;
create index oidc_payload_expiry on oidc_payload (expires_at);

-- Token signing keys (private JWKs) and cookie secrets. The newest key signs; older ones still verify
-- until they are retired, so a rotation signs nobody out.
create table identity_secret (
  id text primary key,
  kind text not null check (kind in ('signing-key', 'cookie-key')),
  secret jsonb not null,
  created_at timestamptz not null default now(),
  retired_at timestamptz
);

-- Failed sign-ins per account and per address, counted across instances to slow down guessing.
create table login_failure (
  subject text primary key,
  failures integer not null,
  window_started_at timestamptz not null
);
