/** Texts of a remote's stand-alone dev page (namespace `devShell`; `appTitle` comes from the remote). */
const en = {
  login: {
    title: 'Sign in to the development server',
    identifier: 'User name, e-mail or phone',
    password: 'Password',
    code: 'Verification code',
    submit: 'Sign in',
    required: 'This field is required',
    refreshCaptcha: 'Click to get a new code',
  },
  logout: 'Sign out',
  language: 'Language',
};

export default en;
