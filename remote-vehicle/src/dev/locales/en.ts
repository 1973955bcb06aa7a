/** Texts of the standalone dev page (namespace of this remote, group `dev`). */
const en = {
  title: 'Vehicles module (standalone)',
  login: {
    title: 'Sign in to the API server',
    identifier: 'User name, e-mail or phone',
    password: 'Password',
    code: 'Captcha',
    submit: 'Sign in',
    identifierRequired: 'Please enter your user name',
    passwordRequired: 'Please enter your password',
    codeRequired: 'Please enter the captcha',
    refreshCaptcha: 'Click to get another image',
  },
  logout: 'Sign out',
  language: 'Language',
  noPage: 'Choose a page on the left',
  loadingPage: 'Loading the page...',
};

export default en;
