import { useState, type FormEvent } from 'react';
import { useUser } from 'loginkit/react';
import { ProblemText } from './problem-text';

/** The signed-in user's profile: name, email and phone (update_user), and tags (create_user_tag). */
export function ProfilePanel() {
  const { user, update, createTag } = useUser();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [tag, setTag] = useState('');
  const profile = user.data;

  const save = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    update.mutate({ ...(name.trim() ? { userName: name.trim() } : {}), ...(phone.trim() ? { userPhoneNumber: phone.trim() } : {}) });
  };
  const addTag = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (profile && tag.trim()) createTag.mutate({ userTagName: tag.trim(), userIds: [profile.userId] }, { onSuccess: () => setTag('') });
  };
  const tags = Array.isArray(profile?.userTags) ? (profile.userTags as unknown[]).length : 0;

  return (
    <section className="demo-panel" aria-labelledby="profile-heading">
      <h2 id="profile-heading">Profile</h2>
      <ProblemText error={user.error} />
      {profile && (
        <dl className="demo-session" data-testid="profile">
          <dt>Name</dt>
          <dd data-testid="profile-name">{profile.userName ?? ''}</dd>
          <dt>Email</dt>
          <dd>{profile.userEmail ?? ''}</dd>
          <dt>Phone</dt>
          <dd data-testid="profile-phone">{profile.userPhoneNumber ?? ''}</dd>
          <dt>Tags</dt>
          <dd data-testid="profile-tags">{tags}</dd>
        </dl>
      )}
      <form className="demo-form" onSubmit={save}>
        <label>
          Name <input value={name} onChange={(event) => setName(event.target.value)} autoComplete="name" />
        </label>
        <label>
          Phone (E.164) <input value={phone} onChange={(event) => setPhone(event.target.value)} inputMode="tel" autoComplete="tel" placeholder="+14155550123" />
        </label>
        <button type="submit" className="demo-button" disabled={update.isPending}>
          Save profile
        </button>
      </form>
      <ProblemText error={update.error} />
      <form className="demo-form" onSubmit={addTag}>
        <label>
          Tag <input value={tag} onChange={(event) => setTag(event.target.value)} />
        </label>
        <button type="submit" className="demo-button" disabled={createTag.isPending}>
          Add tag
        </button>
      </form>
      <ProblemText error={createTag.error} />
    </section>
  );
}
