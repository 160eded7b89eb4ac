import type { Translation } from '../namespace.js';
import type en from './en.js';

export default {
  'login.emailRequired': 'O e-mail é obrigatório',
  'login.emailInvalid': 'Digite um e-mail válido',
  'login.passwordRequired': 'A senha é obrigatória',
  'login.headerValueRequired': 'Digite o valor',
  'login.failed': 'Falha no login',
  'login.wrongCredentials': 'E-mail ou senha inválidos',
  'login.tooManyAttempts':
    'Muitas tentativas de login sem sucesso. Aguarde alguns minutos e tente novamente.',
  'login.accountBlocked': 'Sua conta foi bloqueada pelo administrador da família.',
  'account.resetRequested':
    'Se houver uma conta com este e-mail, um link para escolher uma nova senha está a caminho. Ele vale por uma hora.',
  'account.resetLinkInvalid': 'Este link de redefinição de senha não é válido. Peça um novo.',
  'account.resetLinkUsed': 'Este link de redefinição de senha já foi usado. Peça um novo.',
  'account.resetLinkExpired': 'Este link de redefinição de senha expirou. Peça um novo.',
  'account.tooManyResets':
    'Muitos pedidos de redefinição de senha. Aguarde alguns minutos e tente novamente.',
  'account.currentPasswordRequired': 'Digite sua senha atual',
  'account.currentPasswordWrong': 'Esta não é sua senha atual',
  'account.sessionNotFound': 'Você não tem uma sessão assim.',
  'account.memberAlreadyHasAccount': 'Esta pessoa já tem uma conta de membro.',
  'account.emailInFamily': 'Este e-mail já pertence a alguém desta família.',
  'password.required': 'Escolha uma senha',
  'password.tooShort': 'Use pelo menos 12 caracteres',
  'password.tooLong': 'Use no máximo 200 caracteres',
  'password.tooCommon':
    'Esta senha é comum ou simples demais. Escolha uma que seja mais difícil de adivinhar.',
  'admin.invalidCredentials': 'Credenciais de administrador inválidas',
  'relation.samePerson': 'Escolha duas pessoas diferentes: uma pessoa não é parente de si mesma.',
  'member.loadDetailsFailed': 'Não foi possível carregar os dados do usuário.',
  'member.treeLoadFailed': 'Não foi possível carregar os dados da árvore genealógica.',
  'member.relationLoadFailed':
    'Não foi possível carregar os dados de pesquisa da árvore genealógica.',
  'member.saved': 'Os dados foram salvos',
  'member.deleted': 'O membro foi excluído',
  'member.deleteConfirm': 'Tem certeza de que deseja excluir este membro?',
  'member.fatherStaysMale':
    'Este membro é o pai de um filho na árvore: escolha Masculino ou Feminino, não Desconhecido',
  'member.motherStaysFemale':
    'Este membro é a mãe de um filho na árvore: escolha Masculino ou Feminino, não Desconhecido',
  'member.parentGenderUnknown':
    'Escolha Masculino ou Feminino como sexo dos pais da criança antes de adicionar um filho',
  'branchAdmin.nameRequired': 'O nome é obrigatório',
  'branchAdmin.emailRequired': 'O e-mail é obrigatório',
  'branchAdmin.emailInvalid': 'Digite um e-mail válido',
  'branchAdmin.removeAssignedFailed': 'Não foi possível excluir. Tente novamente mais tarde',
  'branchAdmin.removeAssignedDone': 'O membro atribuído foi removido',
  'branchAdmin.blockConfirm':
    'Tem certeza de que deseja bloquear este administrador de ramo? Os membros da família sob a responsabilidade dele também ficarão livres.',
  'branchAdmin.deleteNotImplemented': 'Ainda não disponível',
  'branchAdmin.ownerOnlyName': 'Somente o titular da conta pode alterar o próprio nome',
  'branchAdmin.ownerOnlyEmail': 'Somente o titular da conta pode alterar o próprio e-mail',
  'branchAdmin.activeNeedsConsent': 'Somente o titular da conta pode aceitar o convite',
  'invitations.hasPassword': 'Esta conta já tem uma senha. Faça login para responder ao convite.',
  'invitations.noneFromFamily': 'Você não tem nenhum convite pendente desta família.',
  'invitations.accepted': 'Você aceitou o convite.',
  'invitations.declined': 'Você recusou o convite.',
  'linkRequests.sent':
    'Um pedido de ligação foi enviado para {familyName}. O cônjuge aparecerá assim que o administrador daquela família aceitar.',
  'linkRequests.alreadyPending':
    'Um pedido de ligação entre estas duas pessoas já está aguardando resposta.',
  'linkRequests.alreadyAnswered': 'Este pedido de ligação já foi respondido.',
  'linkRequests.notFound': 'Este pedido de ligação não existe.',
  'linkRequests.onlyTargetAdmin':
    'Somente o administrador da outra família pode responder a este pedido de ligação.',
  'linkRequests.onlyRequestingAdmin':
    'Somente um administrador da família solicitante pode cancelar este pedido de ligação.',
  'linkRequests.listForbidden':
    'Somente um administrador da família pode ver os pedidos de ligação da família.',
  'linkRequests.accepted': 'Pedido de ligação aceito.',
  'linkRequests.declined': 'Pedido de ligação recusado.',
  'linkRequests.cancelled': 'Pedido de ligação cancelado.',
  'linkRequests.loadFailed': 'Não foi possível carregar os pedidos de ligação.',
  'linkRequests.noneIncoming': 'Nenhum pedido de ligação está aguardando sua família.',
  'linkRequests.noneOutgoing': 'Sua família não enviou nenhum pedido de ligação.',
  'content.maxFileSize': 'O tamanho máximo do arquivo é 2 MB',
  'content.onlyImages': 'Somente arquivos de imagem são permitidos',
  'content.tooManyPixels':
    'As imagens podem ter no máximo 40 megapixels (por exemplo, 8.000 × 5.000 pixels)',
  'content.tooManyUploads':
    'Muitas imagens foram enviadas em pouco tempo. Aguarde um minuto e tente novamente.',
  'content.uploadsBusy':
    'O servidor está ocupado com outras imagens. Tente novamente em instantes.',
  'content.imageRequired': 'A imagem é obrigatória',
  'content.imageDescriptionTooLong': 'A descrição da imagem pode ter no máximo 1024 caracteres',
  'content.publishConfirm': 'Tem certeza de que deseja publicar estes conteúdos no site?',
  'content.published': 'Os conteúdos foram publicados no site.',
  'content.deleteConfirm': 'Tem certeza de que deseja excluir este conteúdo?',
  'content.emptySection':
    'Esta seção está vazia: adicione um título, uma imagem ou algum conteúdo, ou exclua-a.',
  'profile.fieldRequired': 'Este campo é obrigatório',
  'profile.phoneDigits': 'Deve ter de 10 a 15 dígitos',
  'profile.emailInvalid': 'Digite um e-mail válido',
  'profile.endBeforeStart': 'A data final deve ser posterior à data inicial',
  'profile.correctErrors': 'Corrija os erros antes de salvar.',
  'profile.basicSaved': 'Os dados básicos foram salvos.',
  'profile.addressSaved': 'O endereço e os dados de contato foram salvos.',
  'profile.educationSaved': 'Os dados de formação e profissão foram salvos.',
  'profile.aboutSaved': 'Os dados de “Sobre” foram salvos.',
  'profile.photoSaved': 'A foto do perfil foi atualizada.',
  'profile.coverSaved': 'A foto de capa foi atualizada.',
  'profile.contactForEditorsOnly':
    'Somente os administradores da família e o administrador de ramo deste membro veem o telefone e o e-mail.',
  'profile.addressForEditorsOnly':
    'Somente os administradores da família e o administrador de ramo deste membro veem os endereços.',
  'chart.loadFailed': 'Não foi possível carregar o gráfico.',
  'chart.noSuchChart':
    'Este gráfico não existe. Escolha uma pessoa e um gráfico na árvore genealógica.',
  'chart.noAncestors': 'Não há antepassados registrados para esta pessoa.',
  'chart.noDescendants': 'Não há filhos registrados para esta pessoa.',
  'chart.downloadFailed': 'Não foi possível salvar o gráfico como arquivo. Tente novamente.',
  'chart.tooLargeToPrint':
    'Este gráfico é grande demais para imprimir em páginas. Escolha menos gerações ou baixe-o como SVG ou PNG.',
  'treeList.searchNotFound': 'Ninguém na árvore tem este nome.',
  'notFound.title': '404 - Página não encontrada',
  'notFound.body': 'A página que você procura não existe.',
  'notFound.family': 'Nenhuma família tem este endereço.',
  'input.invalidId': 'Este não é um ID válido.',
  'input.controlCharacters': 'Remova os caracteres de controle invisíveis deste campo.',
  'input.brokenCharacters': 'Este campo contém caracteres corrompidos.',
  'input.directionControls':
    'Os nomes não podem conter caracteres de controle de direção do texto.',
  'input.unknownField': 'Este campo não faz parte desta solicitação.',
  'input.nestedTooDeep': 'Esta solicitação aninha listas ou objetos em mais de 32 níveis.',
  'input.tooManyValues': 'Esta solicitação contém mais de 20.000 valores.',
  'input.richTextTooDeep': 'Este texto aninha sua formatação em mais de 32 níveis.',
  'gedcom.notGedcom': 'Este arquivo não é um arquivo GEDCOM',
  'gedcom.fileRequired': 'Escolha um arquivo GEDCOM (.ged) para importar.',
  'gedcom.tooLarge': 'Um arquivo GEDCOM pode ter no máximo 200 MB.',
  'gedcom.familyNotEmpty':
    'Esta família já tem membros. Um arquivo GEDCOM só pode ser importado em uma família sem membros.',
  'gedcom.unknownFounder':
    'Esta pessoa não é um dos possíveis fundadores do arquivo (pessoas sem pais).',
  'gedcom.adminOnly':
    'Somente um administrador da família pode importar ou exportar a família inteira.',
  'gedcom.branchOnly': 'Um administrador de ramo só pode exportar o próprio ramo.',
  'gedcom.jobNotFound': 'Esta importação não existe.',
  'gedcom.restarted':
    'O servidor foi reiniciado durante a importação; nada foi importado. Inicie-a novamente.',
  'gedcom.failed': 'A importação falhou; nada foi importado.',
  'gedcom.tooMuchStored': 'Este arquivo não pode ser importado: ocuparia espaço demais.',
  'gedcom.zipBroken': 'Não é possível ler este arquivo zip.',
  'gedcom.zipNoGedcom': 'Este zip não contém gedcom.ged: não é um GEDZIP.',
  'gedcom.zipUnsafePath':
    'Este zip indica um arquivo fora dele mesmo (um caminho com ".." ou um caminho absoluto).',
  'gedcom.zipTooLarge':
    'Este zip é grande demais depois de descompactado (no máximo 20.000 arquivos e 2 GB, nenhum arquivo compactado mais de 100 vezes).',
  'gedcom.zipMediaType':
    'Este zip contém um arquivo de mídia que não é uma imagem (JPEG, PNG, GIF, WebP) nem um PDF.',
  'gedcom.zipMediaTooLarge':
    'Um arquivo de mídia deste zip é grande demais (imagens 2 MB, PDFs 10 MB).',
  'gedcom.zipIsSeven': 'Um GEDZIP (zip com mídias) é GEDCOM 7.0: exporte-o com a versão 7.',
  'common.invalidInput': 'Alguns campos não são válidos.',
  'common.unauthenticated': 'Faça login para continuar.',
  'common.forbidden': 'Você não tem permissão para fazer isso.',
  'common.notFound': 'Não encontrado.',
  'common.serverError': 'Algo deu errado do nosso lado. Tente novamente.',
  'common.concurrentEdit':
    'Outra pessoa estava alterando os mesmos membros neste momento. Tente novamente.',
} satisfies Translation<typeof en>;
