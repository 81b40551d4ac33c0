import { Login, LoginForm, PasswordInput, TextInput, email, required } from 'react-admin';

// The API signs admins in by e-mail, not react-admin's default "username".
export const LoginPage = () => (
  <Login>
    <LoginForm>
      <TextInput
        autoFocus
        source="email"
        type="email"
        label="app.login.email"
        autoComplete="username"
        validate={[required(), email()]}
      />
      <PasswordInput
        source="password"
        label="ra.auth.password"
        autoComplete="current-password"
        validate={required()}
      />
    </LoginForm>
  </Login>
);
