import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  productName: 'Árbol genealógico',
  pageTitle: '{title} | Árbol genealógico',
  loading: 'Cargando',
  openingEditor: 'Abriendo el editor',
  tryAgain: 'Reintentar',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  save: 'Guardar',
  reload: 'Volver a cargar',
  dismissMessage: 'Cerrar mensaje',
  newPassword: 'Nueva contraseña',
  repeatNewPassword: 'Repite la nueva contraseña',
  passwordsDiffer: 'Las dos contraseñas no coinciden',
  pageNotFound: 'Página no encontrada',
  goToMainSite: 'Ir al sitio principal',
  pageCodeMissing:
    'No se ha podido cargar esta página. Puede que el sitio se haya actualizado: vuelve a intentarlo para cargar su última versión.',
  pageFailed: 'Algo ha fallado en esta página.',
  siteLoadFailed: 'No se ha podido cargar el sitio.',
} satisfies Translation<typeof en>;
