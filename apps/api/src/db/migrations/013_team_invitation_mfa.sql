-- A team that requires MFA (teams.require_mfa) has its invitees bind an authenticator before
-- their account is made: the key they scan is kept with the invitation until it is used (then
-- it moves to the new user's mfa_secret and is cleared here).
ALTER TABLE team_invitations ADD COLUMN mfa_secret text;
