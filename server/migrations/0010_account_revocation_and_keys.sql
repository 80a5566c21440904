-- Disabled accounts and revoked sign-ins (issue 29). An administrator disables an account (it cannot sign in)
-- or ends its sessions; a password change ends the account's other sessions. Access tokens are JWTs that no
-- instance looks up, so each instance keeps this table in memory to refuse the ones issued before the cutoff.
alter table app_user add column disabled_at timestamptz;
create index app_user_disabled on app_user (id) where disabled_at is not null;

create table account_token_cutoff (
  account_id uuid primary key references app_user (id) on delete cascade,
  -- Access tokens of the account issued (iat, whole seconds) in an earlier second than this are refused…
  not_before timestamptz not null,
  -- …and, in its own second, those of the sessions it ended (a sign-in just after it keeps its tokens)…
  revoked_session_uids text[] not null default '{}',
  -- …except those of this session: the one in which the password was changed.
  kept_session_uid text
);
create index account_token_cutoff_recent on account_token_cutoff (not_before);

-- Revoking an account's sessions, grants and refresh tokens finds them by the account they belong to.
create index oidc_payload_account on oidc_payload ((payload ->> 'accountId'))
  where payload ? 'accountId';

-- A new signing key is published (in the JWKS) before it signs: made "next", with no signing_from, it signs
-- from the following rotation on, when every instance and client has had time to read it. The sign-in
-- forms' CSRF key is a secret of its own, not a cookie key.
alter table identity_secret add column signing_from timestamptz;
update identity_secret set signing_from = created_at where kind = 'signing-key';
alter table identity_secret drop constraint identity_secret_kind_check;
alter table identity_secret add constraint identity_secret_kind_check
  check (kind in ('signing-key', 'cookie-key', 'csrf-key'));
create unique index identity_secret_one_next on identity_secret (kind)
  where kind = 'signing-key' and signing_from is null and retired_at is null;
