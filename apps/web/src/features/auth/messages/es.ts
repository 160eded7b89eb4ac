import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  loginButton: 'Iniciar sesión',
  signIn: 'Iniciar sesión',
  email: 'Correo electrónico',
  password: 'Contraseña',
  logIn: 'Iniciar sesión',
  loginForm: 'Iniciar sesión',
  forgottenPassword: '¿Has olvidado tu contraseña?',
  resetPasswordForm: 'Restablecer la contraseña',
  resetIntro:
    'Introduce el correo electrónico con el que inicias sesión. Te enviaremos un enlace para elegir una contraseña nueva.',
  close: 'Cerrar',
  sendLink: 'Enviar enlace',
  loginTitle: 'Iniciar sesión',
  yourInvitations: 'Tus invitaciones',
  logInToFamily: 'Inicia sesión en tu familia',
  loginIntro:
    'Explora tu árbol genealógico, mantén tu perfil al día y descubre qué parentesco tienes con cada persona.',
  chooseNewPassword: 'Elige una contraseña nueva',
  backToLogin: 'Volver al inicio de sesión',
  newPasswordHint:
    'Al menos 12 caracteres; que no sea una contraseña común. Se cerrarán tus otras sesiones.',
  savePassword: 'Guardar contraseña',
  redirectingToLogin: 'Redirigiendo al inicio de sesión',
  noFamilyYet: 'Tu cuenta aún no es miembro de ninguna familia.',
} satisfies Translation<typeof en>;
