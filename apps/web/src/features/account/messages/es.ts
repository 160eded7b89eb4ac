import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  accountTooltip: 'Cuenta',
  accountMenu: 'Menú de la cuenta',
  myProfile: 'Mi perfil',
  branchChanges: 'Cambios en mi rama',
  myAccount: 'Mi cuenta',
  loading: 'Cargando tu cuenta',
  loadFailed: 'No se ha podido cargar tu cuenta. {message}',
  loggedInAs: 'Sesión iniciada como {email}',
  nameTitle: 'Nombre',
  nameSaved: 'Se ha guardado tu nombre.',
  saveName: 'Guardar nombre',
  firstName: 'Nombre',
  lastName: 'Apellidos',
  passwordTitle: 'Contraseña',
  passwordChanged: 'Se ha cambiado tu contraseña. Se han cerrado tus otras sesiones.',
  changePassword: 'Cambiar contraseña',
  currentPassword: 'Contraseña actual',
  passwordHint: 'Al menos 12 caracteres; no una contraseña común.',
  sessionsTitle: 'Sesiones activas',
  logOutSession: 'Cerrar la sesión de {device}, último uso {when}',
  logOut: 'Cerrar sesión',
  thisDevice: 'Este dispositivo',
  lastUsed: 'Último uso: {when}',
  logOutOthers: 'Cerrar sesión en todos los demás sitios',
} satisfies Translation<typeof en>;
