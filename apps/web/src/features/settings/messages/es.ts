import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  title: 'Configuración',
  onlyAdmins: 'Solo los administradores de la familia pueden cambiar su configuración.',
  loadFailed: 'No se ha podido cargar la configuración. {message}',
  loading: 'Cargando la configuración',
  saved: 'Configuración guardada',
  visitorDatesLabel: 'Qué ven los visitantes de los miembros vivos',
  levelFull: 'Fechas completas',
  levelFullHelp: 'Los visitantes ven las fechas y los lugares de nacimiento de los miembros vivos.',
  levelYear: 'Solo el año de nacimiento',
  levelYearHelp:
    'Los visitantes ven el año de nacimiento de los miembros vivos, sin fecha completa ni lugar.',
  levelNames: 'Solo nombres',
  levelNamesHelp: 'Los visitantes no ven fechas ni lugares de los miembros vivos.',
  alwaysShown:
    'Los miembros fallecidos, y todas las personas nacidas hace más de 100 años, se muestran siempre completos. Los administradores de la familia con la sesión iniciada lo ven todo.',
  membersOnlySite: 'Sitio solo para miembros',
  membersOnlyHelp: 'Los visitantes ven la página de inicio y un inicio de sesión, nada más.',
  save: 'Guardar configuración',
  logIn: 'Iniciar sesión',
  membersOnlyNotice:
    'El sitio de esta familia es solo para sus miembros. Inicia sesión para verlo.',
  siteLanguageLabel: 'Idioma del sitio',
  siteLanguageHelp: 'Los visitantes que no han elegido un idioma ven el sitio en este.',
  siteLanguageBrowser: 'El idioma del navegador del visitante',
} satisfies Translation<typeof en>;
