import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  'request.invalidJson': 'O corpo da solicitação não é um JSON válido.',
  'request.bodyTooLarge': 'A solicitação é grande demais.',
  'request.unsupportedMediaType': 'O servidor não aceita este tipo de conteúdo.',
  'request.emptyJsonBody': 'O corpo da solicitação está vazio.',
  'request.badContentLength':
    'O tamanho do corpo da solicitação não corresponde ao seu Content-Length.',
  'request.ifMatch': 'Envie a versão que você carregou como If-Match: "{example}"',
  'members.notFound': 'Este membro não existe.',
  'members.notInFamily': 'Este membro não existe nesta família.',
  'members.notInFamilyField': 'Este membro não existe nesta família',
  'members.mayNotEdit': 'Você não pode editar este membro.',
  'members.notSpouse': 'Esta pessoa não é cônjuge do membro.',
  'tree.deleteOnlyLeaf': 'Somente um membro sem filhos e sem cônjuges pode ser excluído.',
  'tree.spouseOnlyWithoutChildren':
    'Um cônjuge só pode ser removido enquanto o membro não tiver filhos.',
  'tree.notOfFamily': 'Esta pessoa não faz parte desta família.',
  'tree.founderAdminOnly': 'Somente um administrador da família pode adicionar um fundador.',
  'tree.reorderOwnBranch': 'Você só pode reordenar os membros do seu ramo.',
  'tree.childOrderRange': 'A ordem entre os filhos deve ficar entre 1 e {max}',
  'tree.hasFather': 'Este membro já tem pai.',
  'tree.hasMother': 'Este membro já tem mãe.',
  'tree.chosenMemberMissing': 'O membro escolhido não existe.',
  'tree.linkOutsideBranch': 'Você não pode ligar um membro de fora do seu ramo.',
  'tree.otherParentSpouse': 'O outro genitor deve ser cônjuge deste membro',
  'tree.otherParentRequired': 'Escolha o outro genitor da criança',
  'tree.ownSpouse': 'Um membro não pode ser cônjuge de si mesmo.',
  'tree.alreadySpouses': 'Estas duas pessoas já são cônjuges.',
  'tree.lineSpouse':
    'Um antepassado ou descendente de um membro não pode ser ligado a ele como cônjuge.',
  'profiles.addressTypeOnce': 'Informe cada tipo de endereço só uma vez',
  'profiles.chooseState': 'Escolha um estado ou região do país',
  'access.inviteRefused':
    'Somente um administrador da família, ou o administrador de ramo desta pessoa, pode convidá-la.',
  'access.uploadRefused': 'Você não pode enviar imagens para esta família.',
  'media.noSuchImage': 'Esta imagem não existe.',
  'gallery.manageRefused': 'Você não pode gerenciar os álbuns desta família.',
  'gallery.branchRefused':
    'Um administrador de ramo gerencia apenas álbuns e fotos de pessoas do seu ramo; o restante cabe ao administrador da família.',
  'gallery.noAlbum': 'Este álbum não existe.',
  'gallery.noPhoto': 'Esta foto não existe neste álbum.',
  'auth.signInLinkExpired': 'Este link de login expirou. Faça login novamente.',
  'research.repositoryKeepsSources':
    'Este repositório guarda {count} fonte(s). Escolha antes outro repositório para elas.',
  'site.adminOnly': 'Somente um administrador da família pode alterar o site.',
  'site.noMenu': 'Este menu não existe nesta família.',
  'site.noFamily': 'Esta família não existe.',
  'accounts.platformAdminEmail': 'Este e-mail pertence a um administrador da plataforma.',
  'accounts.emailTaken': 'Este e-mail já é usado por outra conta.',
  'branchAdmins.adminOnly': 'Somente um administrador da família pode fazer isso.',
  'branchAdmins.manageAdminOnly':
    'Somente um administrador da família pode gerenciar os administradores de ramo.',
  'branchAdmins.chooseBranchAdmin':
    'Escolha um administrador de ramo ativo ou convidado desta família',
  'branchAdmins.emailExists': 'Já existe nesta família um administrador de ramo com este e-mail.',
  'branchAdmins.alreadyFamilyAdmin': 'Esta pessoa já é administradora desta família.',
  'branchAdmins.notFound': 'Este administrador de ramo não existe nesta família.',
  'branchAdmins.notAssigned': 'Este membro não está atribuído a este administrador de ramo.',
  'platform.adminOnly': 'Somente um administrador da plataforma pode fazer isso.',
  'platform.userExists': 'Já existe um usuário com este e-mail',
  'families.invalidSubdomain': 'Subdomínio inválido',
  'families.subdomainReserved': 'O subdomínio “{domainName}” é reservado',
  'families.subdomainTaken': 'O subdomínio “{domainName}” já está em uso',
  'invitations.manageRefused':
    'Somente um administrador da família, ou o administrador de ramo da pessoa, pode gerenciar os membros.',
  'invitations.noMemberAccount': 'Esta conta de membro não existe nesta família.',
  'invitations.linkInvalid': 'Este link de convite não é válido.',
  'invitations.used': 'Este convite já foi usado. Faça login com sua senha.',
  'invitations.expired': 'Este convite expirou. Peça um novo ao administrador da sua família.',
  'invitations.noLongerValid': 'Este convite não é mais válido.',
  'history.noSuchChange': 'Esta alteração não existe nesta família.',
  'history.noSuchVersion': 'Esta versão não existe',
  'history.changedBy': 'Alterado por {who}',
  'history.someone': 'Alguém',
  'history.staleVersion':
    '{who} alterou isto em {at}, depois que você abriu. Nada foi salvo: recarregue para ver as alterações.',
  'history.newerChange':
    'Esta alteração não pode ser revertida: {who} alterou os mesmos campos depois, em {at}.',
  'history.dependsOnLater':
    'Esta alteração não pode ser revertida: {what}, alterado por {who} em {at}, depende dela. Reverta isso primeiro.',
  'history.dependsOn': 'Esta alteração não pode ser revertida: {what} depende dela.',
  'history.breaksRule': 'Esta alteração não pode ser revertida: {rule}',
  'history.imageGone':
    'Esta alteração não pode ser revertida: {what} foi excluído desde então. Nada foi alterado.',
  'history.placeParentGone':
    'Esta alteração não pode ser revertida: o local que o contém foi excluído desde então. Nada foi alterado.',
  'history.placeHasChildren':
    'Esta alteração não pode ser revertida: há locais dentro deste; exclua-os primeiro. Nada foi alterado.',
  'history.placeTextChanged':
    'Esta alteração não pode ser revertida: um texto de local que ela reescreveu foi alterado desde então. Nada foi alterado.',
  'history.placeEditedSince':
    'Esta alteração não pode ser revertida: um local que ela renomeou ou mesclou foi editado desde então; reverta essa alteração primeiro. Nada foi alterado.',
  'history.onlyNoteLink':
    'Esta alteração não pode ser revertida: é a única ligação da sua nota (exclua a nota em vez disso). Nada foi alterado.',
  'history.noteOrPersonGone':
    'Esta alteração não pode ser revertida: a nota ou a pessoa que ela liga foi excluída desde então. Nada foi alterado.',
  'history.repositoryGone':
    'Esta alteração não pode ser revertida: o repositório que ela indica foi excluído desde então. Nada foi alterado.',
  'history.citedGone':
    'Esta alteração não pode ser revertida: a fonte, ou a pessoa ou o casal que ela cita, foi excluído desde então. Nada foi alterado.',
  'history.mediaLinkGone':
    'Esta alteração não pode ser revertida: a mídia ou o registro que ela liga foi excluído desde então. Nada foi alterado.',
  'history.parentGone':
    'Esta alteração não pode ser revertida: um pai ou uma mãe que a pessoa tinha não está mais na árvore.',
  'history.albumPersonGone':
    'Esta alteração não pode ser revertida: a pessoa de quem se tratava não está mais na árvore.',
  'history.branchAdminGone':
    'Esta alteração não pode ser revertida: o administrador de ramo a quem ela devolve o membro não existe mais.',
  'history.otherMemberAccount':
    'Esta alteração não pode ser revertida: a pessoa tem outra conta de membro desde então.',
  'history.whatNoteLink': 'uma ligação da nota',
  'history.whatCitation': 'uma citação da fonte',
  'history.whatCitationMedia': 'uma ligação de mídia da citação',
  'history.whatChild': 'o filho {name}',
  'history.whatSpouse': 'um cônjuge ligado à pessoa',
  'history.whatImported': 'uma pessoa importada',
  'history.whatTiedToImport': '{name}, ligado a uma pessoa importada',
  'history.whatInBranch': '{name}, no ramo deste administrador de ramo',
  'history.whatFactPlace': 'o local de um fato reescrito',
  'history.whatPhoto': 'a foto que ela traz de volta',
  'history.whatCover': 'a foto de capa que ela traz de volta',
  'history.whatImage': 'a imagem que ela traz de volta',
  'history.whatSectionImage': 'a imagem da seção “{title}”',
  'history.aMember': 'Um membro',

  'gedcom.storesTooMuch':
    '{refusal} A importação armazenaria cerca de {size} bytes, mais do que {limit}.',
  'gedcom.serverImportLimit':
    'o limite deste servidor para uma importação (GEDCOM_IMPORT_MAX_BYTES) de {max} bytes',
  'gedcom.fileSizeLimit': '{multiple} vezes o tamanho do arquivo ({max} bytes)',
  'gedcom.decisionsNotJson':
    'As decisões não são válidas: envie um objeto JSON com os xrefs do arquivo, cada um com um id de pessoa ou null.',
  'gedcom.decisionsUnknownXref': 'O arquivo não tem nenhuma pessoa {xref}.',
  'gedcom.decisionsUnknownPerson': 'A pessoa {id} não é uma pessoa desta família.',
  'gedcom.decisionsSamePerson':
    '{first} e {second} do arquivo não podem ser ambos associados à mesma pessoa ({id}).',
  'gedcom.mergedSince':
    'Esta importação não pode ser revertida: pessoas da família com as quais ela mesclou pessoas do arquivo foram alteradas desde então. Reverta primeiro as alterações posteriores.',
  'duplicates.notAdmin': 'Só os administradores da família e dos ramos podem procurar duplicados.',
  'duplicates.samePerson': 'Um par precisa de duas pessoas diferentes.',
  'duplicates.outsideBranch': '{name} não está no seu ramo.',
  'merge.samePerson': 'Uma pessoa não pode ser unida a si mesma.',
  'merge.unknownPerson': 'Essa pessoa não existe nesta família.',
  'merge.otherFamily': 'Só é possível unir duas pessoas da mesma família.',
  'merge.ancestor': '{name} não pode ser unido ao próprio antepassado.',
  'merge.descendant': '{name} não pode ser unido ao próprio descendente.',
  'merge.mayNotMerge': 'Você não pode editar {name}, portanto não pode uni-lo.',
  'merge.chooseFather': 'As duas pessoas têm pais diferentes: escolha qual fica.',
  'merge.chooseMother': 'As duas pessoas têm mães diferentes: escolha qual fica.',
  'merge.fatherAndMother': 'A pessoa unida seria pai de alguns filhos e mãe de outros.',
  'merge.parentGender':
    'A pessoa unida é pai ou mãe na árvore: escolha o sexo adequado (masculino para um pai, feminino para uma mãe).',
  'merge.changedSince':
    'Esta união não pode ser desfeita: as pessoas unidas foram alteradas depois. Desfaça primeiro as alterações posteriores.',
  'merge.noteHeading': 'Valores não mantidos ao unir {kept} e {other}:',
  'merge.noteName': 'Nome: {value}',
  'merge.noteNickName': 'Apelido: {value}',
  'merge.noteFamilyName': 'Sobrenome de família: {value}',
  'merge.noteBirth': 'Nascimento: {value}',
  'merge.noteDeath': 'Falecimento: {value}',
  'merge.noteContact': 'Contato: {value}',
} satisfies Translation<typeof en>;
