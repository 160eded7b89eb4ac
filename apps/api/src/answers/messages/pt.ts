import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  'gallery.generation': 'Geração {number}',
  'gallery.familyPhotos': 'Fotos da família',
  'gallery.lifeEvents': 'Eventos da vida',
  'gallery.profilePhotos': 'Fotos do perfil',
  'gallery.coverPhotos': 'Fotos de capa',
  'gallery.websitePages': 'Páginas do site',
  'photo.profileOf': 'Foto do perfil de {name}',
  'photo.coverOf': 'Foto de capa de {name}',
  'photo.lifeEventOf': 'Evento da vida de {name}',
  'photo.galleryOf': 'Foto da galeria de {name}',
  'places.currentAddress': 'Endereço atual',
  'places.permanentAddress': 'Endereço permanente',
  'calendar.birthday': 'Aniversário: {names}',
  'calendar.weddingAnniversary': 'Aniversário de casamento: {names}',
  'calendar.remembrance': 'Dia de lembrança: {names}',
  'calendar.name': '{family}: eventos',
  'calendar.nameWithoutFamily': 'Eventos da família',
  'device.unknown': 'Dispositivo desconhecido',
  'device.browserOnSystem': '{browser} no {system}',
  // As Portuguese forms write it; "Filho(a)" for a person of unknown gender.
  'picker.sonOf': 'Filho de {name}',
  'picker.daughterOf': 'Filha de {name}',
  'picker.childOf': 'Filho(a) de {name}',
  'picker.husbandOf': 'Marido de {name}',
  'picker.wifeOf': 'Esposa de {name}',
  'picker.spouseOf': 'Cônjuge de {name}',
  'site.sectionImageAlt': 'Imagem: {title}',
  'site.sectionImage': 'Imagem da seção',
  'newFamily.home': 'Início',
  'newFamily.page': 'Página {number}',
  'newFamily.article': 'Artigo',
  'newFamily.history': 'História',
  'newFamily.privacy': 'Privacidade',
  'newFamily.terms': 'Termos',
  'newFamily.help': 'Ajuda',
  'newFamily.privacy1':
    'Este site é mantido pelos administradores da família para os membros da nossa família. Ele mostra os nomes, os parentescos e os dados que cada pessoa ou um administrador escolheu partilhar.',
  'newFamily.privacy2':
    'Endereços, números de telefone e endereços de e-mail são mostrados apenas aos administradores da família e dos ramos. Se quiser que um dado sobre você seja alterado ou removido, escreva aos administradores pela página {contactUs}.',
  'newFamily.privacy3':
    'As mensagens enviadas pelo formulário de contato chegam aos administradores da família por e-mail e não são publicadas.',
  'newFamily.terms1':
    'Os textos e as fotos deste site pertencem à família e às pessoas que os partilharam. Pergunte aos administradores da família antes de copiá-los para outro lugar.',
  'newFamily.terms2':
    'Os administradores da família podem corrigir, mover ou remover conteúdo a qualquer momento. Dados genealógicos podem conter erros: avise-nos quando encontrar um.',
  'newFamily.help1':
    '{familyTree} mostra todos por geração; escolha uma pessoa para ver os pais, os cônjuges e os filhos dela. {findRelation} mostra como dois parentes estão ligados.',
  'newFamily.help2':
    '{members} lista cada pessoa com um link para o perfil dela. {news} mostra o que os administradores escreveram e o que mudou recentemente.',
  'newFamily.help3':
    'Os administradores entram com o botão “Entrar” para editar a árvore, os perfis e as páginas. Mais alguma coisa? Use {contactUs}.',
  'newFamily.contactUs': 'Fale conosco',
  'newFamily.familyTree': 'Árvore genealógica',
  'newFamily.findRelation': 'Encontrar parentesco',
  'newFamily.members': 'Membros',
  'newFamily.news': 'Notícias',
} satisfies Translation<typeof en>;
