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
