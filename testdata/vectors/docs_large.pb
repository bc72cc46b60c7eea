
¨
report_1_corporis_sapiente_eumg
$9a48d0a8-181e-45d1-9035-386962830ab1”ÛÆ∏9
Santos	Bahringer$481b1717-f974-4537-8d43-791079b56961
51.29312.4818.26":
$2b271b21-5c54-4b5f-9ecb-1904fbc542eda00d78538a23c0cd04*"
 
TRANSFER8d21e71fdf097f2b462'
TTC 
91hu4001 Robel Garden"71B: 

juicer v19"25b45002555b5279:
iron v184b0c61f1437122ee:
radio v8e442e928ccde153a:
lamp v13)9c027e0731906e34
«
#report_2_sunt_necessitatibus_laboreb
$d379fa66-62ea-46a0-ad8a-a7e1ffbb1dffΩ∏óπ4
NedraBoehm$de24491b-e2e9-478d-aa13-a59d21555357
1.4287.0456.29":
$5b8a7e04-a847-4286-8729-fa29d5778720e9a8a3a60fe83aebea*

CASH4023fa97aaf05702212)
FedEx 
63nl633 Parisian Road"88D:
	vacuum v3+f2a1d4991e7d2770
ä
report_3_unde_nullad
$ea1f6dcd-3991-4734-a869-c437e2287396Ç‰¨Ø6
AlbertTurner$18381906-4612-4eda-9562-d381b58711dc
46.10490.71457.25":
$d51fe3fc-f159-417f-9559-5694de2b81ca536ac7fac39f2f28e8*"
 
TRANSFER9586d0bdb9899853852,
FedEx#
71ie87037 Fritsch Track"118C:!
toaster v1427ed5cf771d31d89: 

grinder v9f76c34a132163c0a:!
steamer v187ee754dd6df7f610
˝
report_4_quod_dolord
$b0f960b1-ec49-4245-b4cb-a9f9785682cb¯÷øø6
OliveFriesen$552e8eb8-96dc-49c6-bb9f-01a06df5cf78
1.6615.19143.63":
$219000bd-0116-4417-bc8d-96eef63408cd5092859277df0445e0*"
 
TRANSFER531ed11b6bac6cf2132#
UPS
24ca746 Shad Loop"42A:
	heater v8#077333b7bb2270c5: 

juicer v17994c53475b3b4268:!
steamer v1430230f1c57f74302
…
report_5_soluta_rerum_quaeratb
$95a0bfa1-a0da-4042-a806-c2f28f8df91eµ‡Ã≥4
AbbeyKuhic$1b38d839-3c70-48e9-aa4a-6a938a53861f
16.14371.93512.30":
$3e1e3a35-373b-40b4-8f4a-1f21c43680c275f19de50dc206ff0d*

CARDf4e5b67df7deabb7682.

Royal Mail 
76us8975 Nelda Harbor"71C:
	vacuum v3b9d16c68aa418058
á
report_6_sapiente_repellendusc
$8e4a7152-f81a-4a3f-bbc0-e6685d17a333–¯Œµ5
BrookeHoppe$ed3bfad7-f7f9-4a5c-8078-20993760701a
90.3968.75545.43":
$5ae9895b-8fe3-408d-90ba-dfc1a24cd5d43d23e8569cf74c0d12*

CASH98cd4117341bde73022)
FedEx 
43nl80157 Celine Neck"63B:
	vacuum v1#e7c6c8676328b0dc: 

kettle v1333e94fba05ec8561:
	fryer v17"85c0f0052d9f145d
§
report_7_necessitatibus_ade
$c728014e-053d-451e-aa2e-8bce247a0eda÷–íØ7
LucasReichert$3e8f0863-195c-4e3f-b9ed-b1f1854fc30d
72.27297.62286.68":
$dae38228-b28a-4e3d-b0e6-54723aa4a14081e75153b9de061165*

CODEe8d51fc6cd3efac6812%
UPS
24pt8185 Von Bypass"92C:
	radio v146aa7d237c4e22df8:
	radio v19.517a12832dc0dbb4:
	radio v15fedee46e07b79700: 

toaster v1f2c33d504029dbd6
≈
report_8_nihil_voluptatese
$f8c2f78d-f885-4d34-9bdd-4ead4c61af59’¢Ê∞7
CassidyLehner$4af4c5bc-72d5-4970-86c2-344f6bbd1d3e
71.52350.04722.83":
$34728f66-7a10-4b96-b1ac-7a3bdef2298771c9209a60bac207ee*

CARDc215aad2340f143c572(
PostNL
28ca81863 Jake Hill"48A: 

grinder v7$f71bc62ebeecc5be:
	scale v128eb72aa6adb768f1:
lamp v6/86fa24ae1ffd1cca:
	kettle v4,918b560da1fa2632:
	vacuum v39b8965889915a7b0
º
report_9_sint_enim_animie
$c7b81da7-d2d7-4853-95eb-ea55342e6431Â–¿¿7
Lula	Considine$64e70ec7-9ffc-42e4-9abf-dea488239924
51.1285.46982.57":
$35616854-cadf-443d-863c-a0612cddbc5b643e1b348b377be6cb*

CARD670a3249f3ae75f3732%
TTC
30ca3114 Ivy Point"103B:
fryer v336d41372f9169a9b
»
$report_10_consequatur_quam_explicaboc
$8847b1b3-a3d7-4a6c-9581-9fa59e69e185‹¡Ó¥5
JoannaPrice$782bd826-bb40-4007-9f84-4f074c7e1cff
24.50373.3079.08":
$4d155b17-d928-4b00-a53d-d2e6d2bd536d9cf9259398e873d5c7*

CARD2ac2ce70dfcf078e502%
UPS
74se999 Sigrid Road"79A: 

steamer v6/eaeea50bb47604d5
«
report_11_recusandae_optiod
$76f84952-427a-4fa1-a11b-6d592936424dá·´µ6
EliasJenkins$8a5b5b58-8338-4f45-a678-a15932fd925c
76.0439.09406.02":
$fb22e6eb-0523-4381-a5b9-d9c7c994731e135ef72068e1d296b0*

CASH07accf340e5e384e372+
DPD$
70uk97096 Schroeder Shoal"51D:
lamp v180ac4a660bbba5c85: 

kettle v19b7223252cdffe43d: 

grinder v1c47c360de7c24d5d:
iron v10caf4301b682f530f:
mixer v31144266dbe582255
√
report_12_esse_adf
$c302fd01-1ffc-4396-9c63-7f5c99f141cc√ã˚¿8
AlfonsoSanford$a171aa33-bc55-4683-8973-45ae7fe56b40
27.60136.79721.14":
$49fa9834-0af3-4e0a-a657-c226f9533c005ef605b9e9dcda2fa7*

CODE1e18d9cec9cb8571412,
FedEx#
98ro66272 Skiles Heights"32A:
	kettle v8#51020d89df3d1236:!
blender v17a0f787330550dc3d:
lamp v9549acc5c765022ea: 

toaster v7)592a6e6b17ce1170:
radio v4b277766004fa9e3e
≠
$report_13_architecto_quidem_inciduntf
$01d7e8da-43a6-411e-a773-3df6ee2a087fñ¢ç≠8
RyleighOkuneva$ad78aeba-bba9-4936-84fc-b3229046decc
94.74352.89878.84":
$1f70234f-a9dc-4c59-9e46-fd752e6afcf8458f864dd85292e881*

CARDad05ddfbaa3d6f02112$
TTC
92be2601 Vern Pike"77A:
	mixer v12/2ba53cb266eb0635: 

heater v15419fc659ea1293f4:
fan v4e06a518206abfa52:!
grinder v164abdbe89ec4f8695
Ê
0report_14_necessitatibus_necessitatibus_nesciuntd
$bbea343d-2dae-4337-be9d-5a25ef015a12¬—ê±6
DonaldWisoky$421cbcb8-be61-4d47-8591-aea34a29ee90
51.00118.86794.06":
$c14bd5ad-e915-470d-8c19-298b71dc784c15f512f246876501c2*

CODE806a4d64363815780821

Royal Mail#
47ro4516 Nicolas Village"44C:
	mixer v15#1c0f1d71d9ab3a6d:
	fryer v13d8969b14f026ca3d: 

grinder v4&e62a610e7497bfff:
	radio v19ec8382ce26af1012:
	scale v11.3c92edc27bd82130
Ã
!report_15_cupiditate_beatae_iustod
$5d14d822-a136-47d2-a346-027ab7f48b56¢ú¡¡6
GladysJacobi$0749231f-da75-489d-b7d3-d32354b65b40
26.43220.55479.51":
$9ee29fbe-a2cd-4254-b98b-5fabc2d37287e0b0667b7d21de4f2b*"
 
TRANSFER0b6941771c4145b3852&
GLS
39cz949 O'Keefe Well"21A: 

toaster v928a67b3b8f5202c6
≈
report_16_animi_harume
$093ff75e-82f9-49a1-894e-e3238965397a˙†Ä¡7
AlbertHagenes$85c56d88-e111-45e7-9b91-01db9b50f38c
34.5352.58321.46":
$29859965-5841-4f00-a18e-46947ea2f1ac28f05528d07a0e113b*

CARD8e20829213fec494522/

Royal Mail!
73ch6019 Hamill Wells"105D: 

heater v206b2232cd33ec0f5d
∫
!report_17_dignissimos_enim_beataeg
$642a0414-9746-4590-836f-21afccc72d7fè¬”ª9
Barney	Romaguera$faaa3557-1abf-4cb4-a92a-a9d9fc0cfdf8
66.7814.9419.99":
$7b0759c8-90cc-473b-b47b-72e86f28f50b2b32bb1b9a7694a7d8*"
 
TRANSFER9bfba5f24084e607022,
DHL%
48es4580 Buckridge Gateway"23D:
	heater v24a13d3a4d096bb6f:!
toaster v2054a43a89a37da28c: 

blender v6.d7ee92293bd40f26:!
steamer v14(1e939c08bd775863
ü
report_18_recusandae_af
$96a35354-8549-4d7a-9d44-2e3a5eb44243ìÄâÆ8
	LafayetteFerry$6a0b1527-7410-4cb6-87ee-a83091fab184
77.57432.59207.30":
$2811b269-2dd2-4b27-8085-f5b3f417710f7048e819ddb5e04abb*

CODE1d27008fa74f1306682&
TTC
49jp1151 Bednar Park"79A:
fan v11d3ceefa32556d2b3: 

toaster v9!69dc5c9a9baf5edd: 

grinder v7e96d656715d26a8e:
iron v9d9c84113703a6cf2
À
report_19_repudiandae_ac
$1871177b-3549-4dd0-9a60-6f2935181dec∫…‘≠5
PercyWaters$abada383-d3b7-4e85-ab6f-aafda20f4463
66.30388.6244.90":
$6c9ae292-f176-430d-816d-235b355b1d55b975bba9dbdbebc49e*

CARDaf822254e1e196db112-
FedEx$
99ie259 Morissette Haven"120B:
	mixer v153960398ca3be413c:!
steamer v19&1ec33d67d0fb4d52:!
toaster v13"002410e08c426067:
scale v8246f68ccde3bd0ad:!
blender v14,60f8d50de43b534c
é
$report_20_ipsam_reiciendis_quibusdamf
$a4bc2e37-13f0-4a2e-b3d3-773c771662a4ä•ûº8
LaverneSimonis$fec45f61-b5ba-44ef-8ae8-c4d650e9dc4f
45.47383.78902.03":
$19b4c533-fe49-46c1-a53d-3bdf9e08392f843ee14e23153e9f18*

CASH40b0718c07d20c86792)
FedEx 
49us19781 Freda River"55B:
iron v181c984928d0b399fe:
	radio v10%f08873be9dd22c90:
iron v2"d69a451a5fc34a24
Î
report_21_repellendus_suntf
$f5cd653f-ac15-413b-9f7f-325527eef3bcå≠‚¥8
OttilieCollier$5a861e9e-d781-40e1-91bc-78613378f50d
89.92284.76716.99":
$21fa8a6c-60e2-450b-baa1-afdd5eb4e9fb8911e81c1df6798774*

CODEfa288a16d408f58d292-
DPD&
73gr6321 Swaniawski Street"104D:!
steamer v12acef62e7cb2d9f69:
lamp v120bc00b0291930cbe
ã
report_22_rerum_maiores_sequic
$cd33040f-c3fd-44f5-9617-93974a64d07eû®—æ5
RosalynFeil$0f468874-9b4a-46cc-a999-d77243e2d1e5
44.14221.75732.59":
$a1077abc-79cd-4367-98af-81cd50f7bcd18216e3a37d8765d896*"
 
TRANSFERab27d36f56ce647d272&
GLS
59hu241 Marvin Lock"115B: 

juicer v18051b642e6cd863b6: 

vacuum v10	6ef944f0979f8d28: 

toaster v60cce79df6228d2a4
Ö
report_23_minima_quaerat_quodf
$0541df7b-cce2-4085-b08f-d752396620da÷Åπ¨8
ValerieKoelpin$3cdfc4ea-aabf-4d08-87cf-02c2501aba26
19.32112.05628.15":
$1755e385-568a-4932-8b62-d64bcb69eb03a2723f31b188af9bb9*

CARDb139cfb26e52806f882'
DPD 
09be2644 Gideon Trail"50B: 

grinder v1c4d29c0f81b29841:
fryer v320aac283866966c9:
fan v31e6ca5b10f7fc250b

!report_24_officiis_ut_consequaturi
$da4f7af8-b1d3-4b18-89b5-0807988b3931£ûù∞;
SylviaSatterfield$e8b043ca-7ac2-4391-887b-a10f9cc420be
29.29139.9392.86":
$ecfc45ae-c364-4fa5-8376-703c16b85517a2e831261ed550a6bc*"
 
TRANSFER5f8a17f60ce6f33b972&
TTC
31hu2970 Wanda Light"93C:
	mixer v15c2af41ddc4e2433d:
	kettle v30df5b23b70eff629
œ
report_25_nihil_eveniet_quodd
$4da54256-ced3-43dd-9788-9456e952202e…≠Í∞6
BrennaSawayn$5d78fa36-6778-4b9a-b7d0-99f08461d76d
24.25112.61994.45":
$0f37dbb8-e565-4587-bede-f3a61d8499ff90a771c4a8ad637564*"
 
TRANSFER35f10f7f2102b8fe782,
FedEx#
69hu17860 Brenna Parkway"63D:
	radio v1653022cfd5743f5df:
	juicer v9e8dd25d51f341215:
	radio v1956e82bdd0511c00e:
	vacuum v9f1bbd4d43ce987cd:
scale v66a2b5c2a26623ba3
“
 report_26_eos_voluptatem_rationel
$0bbebdb6-fc8f-4976-9688-2c0a395da8ceÒ≈û∫>

Concepcion
Wintheiser$9e77cf92-610b-4731-b684-4a14a065c818
2.65319.59792.03":
$48c42be6-b078-409b-b5e4-135e73a77611ad407c0e2a6220fe46*

CASH8ee4a9fa11c49423022*
UPS#
48pt976 Buckridge Garden"72C: 

grinder v3,cdcb445b4bd4c6e5
¬
report_27_id_quisb
$d1aa5ac6-3553-494f-baa6-4bd9ea7955f4«ıÛ±4
EarlCassin$0e14b7c1-a9ad-4d08-8d6a-484f0d4d454c
96.94478.85492.68":
$25f787d7-9695-4136-b466-ffbe3fd60fb9e01684e53e344b06b6*

CODE25e77d3d9bf6562b132+
PostNL!
69au39180 Wanda Valley"40A:!
steamer v12.de27070ab3e58605:
iron v11e9f082cda87d59ff:
iron v1588438e5521560f69:!
grinder v114dc2f378357cf4a6:!
grinder v11#5182368cafa1e488
…
report_28_odio_aliquami
$63fe0f55-a6a4-4c7c-9bb4-c262e61a0554ıåÃæ;
Zachary
Jakubowski$e2d302ed-db15-4a92-931a-86cf0b538f44
44.1054.04794.35":
$03a6142a-e49b-4b63-9430-5699cad6a447d8db4a63870cbf00c4*"
 
TRANSFER8a16eb206aced638692.

Royal Mail 
76jp92802 Pagac Light"98B:
fan v7!542a9a01fdc7adbe
‰
report_29_velit_quiam
$50d628ef-d62e-43d0-8c66-8d47460b08efÍï∏æ?
	AlejandraChristiansen$bb397791-d062-49a8-beeb-4e3b3d88135b
62.5158.30130.34":
$ce35dd53-a343-4cea-9f72-e49a44c5c3e3c98aa1a0b1fe6558d5*

CASHd6254ba411b6912d262*
DPD#
72hu7163 Buckridge Ranch"66C:
iron v71c02339cd4c126577:
scale v6'dc2c477ec6f527ec
¿
report_30_rerum_magnig
$a8d6fe00-f9f2-4270-b150-8a6536a2760f÷ƒ°Ω9
LinwoodProsacco$65ed99be-0364-4640-90a0-3255bfdfceae
52.34202.23119.99":
$d92af20f-58f0-4e3f-9870-bd66739cdcbb1ad111f6d09f3ef62f*

CARD7a62967e98cc3924772'
DHL 
97hu2235 Zachary Cove"59C: 

blender v1*20850f2db3d62562
á
report_31_repellat_aliasf
$fe8a0404-3fc6-45a4-af3f-71ac0e878582äèŸÆ8
UniqueProsacco$2f21183e-6d59-400e-85a6-def435649187
77.39391.73747.91":
$a0511015-6a17-4061-a3b6-50ff17b7debacdd86ebf4db80f54d9*"
 
TRANSFERf662ce17c65530bc182&
UPS
89fi4913 Hoppe Port"104D: 

heater v124b3c754e5ba4fcde:
	radio v18$cce116778d8878bd:
	kettle v5e24ebced018914f7
√
report_32_natus_reiciendise
$55d989ca-211c-4851-bbc3-d20ad356cd45§⁄«∏7
RyleighKuphal$f95b7aee-30ec-4b01-b9ef-8fd2b6a5bbc3
89.18246.6511.56":
$f5cd9c0c-6204-4df6-8a21-6f8c5b55125fdf15680b1a40a5278e*

CODE79bcaff858b686e7092'
TTC 
95pl85207 Wolf Bridge"67D:!
blender v1021d53a407f27c57f
Ë
report_33_sapiente_cumque_ullamb
$711d451d-aa93-4c26-bccc-cb066331ae83âŒ„∫4
LilaHoeger$92515359-2655-424d-bc51-e7327b4dbbfa
22.66178.73147.79":
$bd82db87-67d5-404b-abd0-bd30e0781821786c14d78f3b7a1ce5*

CARDc0a9592edb444fe8712)
TTC"
82gr96665 Cassidy Camp"118A: 

juicer v18bf802cadb025382e:
	vacuum v55c8d99a547dce1eb
√
report_34_magni_dicta_quaeratd
$996cdb47-0d5c-4d12-a736-93cb46baa84f£π∆µ6
RobinKovacek$e20f4414-6f7a-4529-b6e2-8f14431ffd1b
57.91102.41762.52":
$dc59ee46-0b94-4c44-8947-64f509e6aa7236a43feac6efbd519b*

CARD2c69e6a004d21ace092'
GLS 
64ie6494 Clement Loop"99B:
mixer v21fd7e43884ade87bb
∆
report_35_perspiciatis_esseg
$2250ef8e-cd71-4279-a7c8-b8e7025e8070ãÕÔµ9

BernadetteFerry$23ef55fc-72b0-4f53-97b7-a7964ade5e22
74.0295.98515.95":
$cfc127c6-35e2-4d16-8e24-a674c708b496cf0f8e79636996f192*

CODE996850cc9e70ed3d642*
GLS#
36ro501 Anderson Mission"29B:
scale v2/5b048f4c65dc9037
Æ
&report_36_reprehenderit_necessitatibusc
$5fb29ad4-980a-42e1-957a-40fe393d30b2ÓÄÁØ5
DarrelOrtiz$b8c45f94-e803-4c9b-a623-abebb197914f
94.44341.02180.99":
$c2555f07-d0df-4c79-8177-a36c67d6b775862e48f4456a38d44f*

CARD60de617265376cdf872&
UPS
05dk659 Leannon Loop"56D:
	fryer v16,4ef94bcb85ac0214:
	radio v13172e2f94d57a0930:
scale v7	e2a0f44ad80fbdf0: 

kettle v15f3accc0b7405937e
Í
!report_37_corporis_facere_ducimusf
$aa63fb81-9372-4534-a7be-447c261dfb0dˇ√ÏΩ8
Freda	Buckridge$0e44c657-b874-4506-9069-e2c92de7d9f3
9.1157.43574.53":
$727c3560-1d4a-4eae-bfd7-09229ef84c2c764128bc6cd193dd54*

CASHf56bd8efa8e10865152*
FedEx!
90no54032 Hand Gateway"31B:
lamp v16aa34fd87a9d6109b:
iron v17e42f6e1abe021d40
¢
report_38_ut_officiise
$5ef56c57-6cec-40ad-8fad-005403fa4517Ì€€¿7
MargotPollich$c530846c-b693-4b68-af93-2b1f56c780b3
84.36251.49886.41":
$b61f0b00-2c19-457c-96f0-bba20f50c3d24ecee530f972c77720*

CASH0d03c91656ef87b3132'
UPS 
39fi710 Donald Meadow"29D:
	mixer v18'a4d1ed447bfbfee5: 

blender v2.6d0292d842056d2e: 

heater v17/8f293f6f3c3dc115:
	scale v15022c44b0e5885ec8
Á
report_39_doloribus_expeditaa
$f914db21-449e-4e6a-be2c-db3ebe653126®¯Õ´3
DeliaRowe$af9810d7-26d4-4aed-a37f-848381bc84ad
34.48352.02770.13":
$136328b6-51be-4043-be1b-ad18b224692a5d051953f672712021*

CARD0fbca616d8cd3ef9242-
PostNL#
31it47956 Quigley Bridge"60A:
	mixer v10-58b796baa0d1a9e8:
	heater v2c64c9961345fd1f8
â
report_40_necessitatibus_quamd
$6d8ba028-61bb-417c-85c8-6d27f6dfdb3a∫◊±π6
FredaHackett$03bc03b4-0cf5-44d8-8768-8b079a530a88
45.12276.60126.39":
$dbe77412-7f59-4dd5-bcef-a30846d3c056f247f50db6a0024539*

CARD3f4b6d546661e78c542)
FedEx 
59ca5739 Eugene Alley"40D:!
toaster v20)aa6b08aa3f4b337e:
	mixer v2099856238ee5f2b59:
mixer v9a4c80f89e1f1d6fa
ú
report_41_vel_esse_nullab
$bd302af2-2e13-4a5b-b7fd-684ee4b2edab¶ÔÌµ4
CoryTurner$d630d1e9-feda-46e3-9597-5d5bcc6cf6ef
23.1814.49293.25":
$ad5548d1-dba7-4e33-b29f-05c431fc3527111b4c7d8e1f925507*

CODEc9cd920e3bd911d6772'
FedEx
53cz30 Hollis Vista"94C:
scale v29b6063f69424bce1:
scale v6!d208cc40533b6ca2:
fan v19fb2194921723d876: 

juicer v123582f2b49c93adba
»
report_42_inventore_ipsamc
$a1a54aff-5acd-4fc6-b834-aa4852adb104ÉôØª5
BarneyWyman$dae6e334-0735-4b2a-abd7-1127dd136d99
86.70143.93507.15":
$0a7e58e8-61da-418e-8386-6e9aff050a5c9c6bf6e71ad866d3cf*

CARD1a47a450646155d3102-

Royal Mail
50fr5803 Winston Row"16B: 

kettle v16#eed2f943d59b001c: 

grinder v8/c6879dfa66b0da74:
fryer v721e98cb35d45f3b50:
	heater v3c9ceb24184135233:
fan v19"df7b601d60d341f8
Û
$report_43_neque_eligendi_consecteturf
$c4cd8afc-6384-451a-ad64-0d8490e36d55î∂ê∏8
DamianConnelly$557fb540-9df6-4698-8032-dd2fbd1440f1
36.79350.28185.89":
$188c5603-819b-47c3-9dc2-1c18f58d858c7031355be5fcf21deb*"
 
TRANSFERc23e5fd95cf780bd862&
FedEx
49ch939 Orn Summit"99B: 

toaster v3ba4613b2e467771f: 

heater v12ce60a2c83f378a1f
Õ
report_44_possimus_doloremquef
$aa5393ec-2b8a-4268-afb0-9c4b16c9bf73‡˜—≥8
CassidyWiegand$d4c44284-6cc7-43d1-955f-f0ff09c411f4
87.80266.5637.47":
$6b85d409-212d-465c-be46-35cc0fcff04672592419a39e416ed5*

CARD0bb6ebb42bea7306082)
FedEx 
23uk730 Camille Manor"87D:
	kettle v799608f44ff54c981:
	radio v1782be7d2d4b3e74e5: 

grinder v328a9e0855e75df74:!
blender v14f6d2dea10f400ece:
iron v12adac966ac4fe432c
«
 report_45_exercitationem_aperiam_
$ea0cd50d-111a-4278-84c1-7d49070c3387µﬁ‰≥1
EnidVon$bc4ef314-7dc0-4265-871b-b9b903f5b04f
76.42490.95120.92":
$70b2c4df-8093-409e-be24-f7d55e7cd4095669c4ecc06da4acf8*

CASH002adb76845ff19d962(
GLS!
30pt658 Champlin Shore"16C:
iron v18dbcc41c73a1deddd:
	kettle v6f25c8d9c45ba3119:
	radio v208944b47f55983e5b: 

steamer v8.d74b959673b17086:
	vacuum v6.1a49bd54ae3fc8a7
“
report_46_numquam_dolorem_autemg
$29462b4d-5548-4ca9-9482-53b1a40eb02f∏Ä¨µ9
Abbey
Wintheiser$9d1a8432-d93a-4e7e-ab0b-ef7f2cf637a7
98.04420.04208.16":
$da835aa5-b1d1-4270-8380-a5a7b167c081ff658ff6df7dfe4eaf*"
 
TRANSFERb444439a2acfc528422*
PostNL 
54hu97193 Boyer Lake"111B:
fan v38c60820d7045d958: 

heater v20'1f4d4ee7d2a342f6:!
grinder v20+5ddfa99d5f79f2e1:
	scale v19/973992eac6d51d72:
fan v13393d266405f97d96
…
report_47_vitae_occaecatic
$7805a582-2a3c-4f1c-99a4-b8b6f55923b8ù¢Ø≥5
MadgeSawayn$fda339f5-b9d1-4645-9757-37162b64a454
27.55415.94132.79":
$8fddbd46-bf3b-4a71-b5d0-da6efac097b6026489d17ddf87708f*

CODE385737cb1a5c9eb7822,
TTC%
41se25088 Bernadette Loaf"109D:!
blender v16"355d3e42eba7b2db:
fan v78feda55dcf70f119:
scale v9"cb7314909d4707b5:!
blender v14171540f853192409: 

juicer v127b427232c862f05a
ø
report_48_sequi_eos`
$85f84692-f1ed-4d16-8e33-2dbc1d01710fΩƒûº2
FernRice$2f62412c-319c-41bf-a1ff-c4b2797f56ea
8.24306.52757.44":
$071fba6f-2d51-4f4c-bcf2-0764dc623fcc23834c69d7e36f3b11*

CARDc53fed1e0550a93c272/
PostNL%
39it80999 Rosalyn Crossing"16C:!
steamer v12/2e6047d9ba5e8299
ƒ
report_49_a_possimusc
$50226195-c9ec-4966-830b-b2b1188d59dd™èª∫5
ZenaTillman$68de37f2-fc92-4039-a15a-66e51e13df03
83.05148.75908.45":
$2264a568-87d0-4ed1-a6fd-69966d50a2837c6c1481429e93dcc3*"
 
TRANSFER3fdc84d1065cf64f062(
DHL!
25be89032 Corkery Mall"54A:
mixer v6d1d441f18f98a406:
	kettle v6e5b3e016b02ec0ff: 

blender v7.4a8b2b2019f5c68b: 

toaster v3/d355e701db58d782:
	fryer v200c225e54c0126434
⁄
report_50_esse_atb
$8d5eb601-4b24-4260-a02d-5b5344c1fac5ƒÚ∆∂4
LedaJacobi$0da72a9d-f6a7-4821-8529-b8c4a4c4d7d5
42.98290.23422.09":
$800b0b0a-afd3-4ea0-8b2c-2b6eaee1b3c982af2b2b752c7bfd39*"
 
TRANSFER235379ee727c1783132)
DPD"
04ro51995 Ferry Island"117B:
iron v16-8278c6c4d6ab309a:
fan v11a9b99a201c63b634
≈
report_51_illo_numquamh
$b9b0a040-2248-4b0c-9150-2ffbcb7d0460ØåÂØ:
Gladys
Wintheiser$45c2eaa2-3856-48d3-b54e-12eba11d75f3
90.43207.10261.48":
$b2a26a06-d1ac-4526-8e3f-a68f2a200572821c99e19babebf86d*"
 
TRANSFER45ec223630a63134112'
DHL 
05gr5672 Margot Lodge"30C:
	scale v110cd6ee7dd35fdfb9b
∆
report_52_sequi_cumque_magnid
$248ca5f9-f086-4d92-80c1-735254b238b3ìò¨6
PorterMuller$3fcdc324-306b-4475-971a-af45817d256d
31.02269.00233.44":
$d51210ef-4640-4868-b82d-f82bd1903a13721b4676b4de5e10dd*"
 
TRANSFER25db0e3caaff62bb372$
TTC
48no1914 Ward Fork"24B:!
steamer v11efd5e83e36f074a6
≈
report_53_quaerat_vitaee
$b674dfd3-f951-4b34-91ce-438065b20521†é˝æ7
Ivy
Macejkovic$30e9930b-12f5-4ec1-99af-ca726a1bc07d
17.81216.65687.55":
$7a674def-f77d-465d-bd79-f457203f300d21596fb2611569a75a*

CASH3ea360e04904859f462(
UPS!
95de930 Balistreri Via"49A:
lamp v9a2d9fd1547430095: 

kettle v19a9e258eb0bdfbc12:!
blender v1827aa1cf515e828c7:
radio v4"8e1a97a4baf72e82: 

heater v200ffafab1ad7a4efb
√
report_54_consequatur_illoe
$ab3f070a-2ea6-4a47-95b0-7ffdc0e8cd0b„®ï∂7
ClaraHomenick$203566f3-7b5a-47c2-b704-8e0c7908239f
33.10277.32918.20":
$7a185d0f-7d56-465b-974c-2b5c5dfacd6f2b5de14800b96301bc*

CASH77916984c8527a79922(
TTC!
44fi385 Santos Parkway"37C:
	scale v110af2b82f2ed92cab
Î
 report_55_iusto_fugiat_occaecati`
$2838db57-88f0-4311-99ab-d4904f519c50≈·‹∑2
SethWill$4f7dfcdb-01b6-4b4c-b656-a45f8f57e204
62.00142.29456.66":
$b8316cdd-d260-4a53-a022-988421917b79f2e95e6fff669b4c8b*

CASHfa98151ba4c36905302,

Royal Mail
01hu80114 Adan Point"3B:
	juicer v6d05ebf7b5bc91bd7:!
steamer v12072d5f5c8758016f
∞
report_56_omnis_voluptas_rerume
$afdf7043-c78f-4f17-ba3c-b828e3e82e49Ò¨·Ø7
CarmineHarvey$c713e4a5-a091-4a20-8829-3b28c0f417f8
50.85178.33692.34":
$95ec18c3-d69a-4882-a940-b8c768a5de0a8e5de0c508be955aed*"
 
TRANSFER10f10e09be6457c7942-
GLS&
55ca82491 Bernadette Square"10C: 

steamer v3 992e3292f3540b86:
	fryer v13702547edf7d2c70c:
fan v3
03fdb102aaeac5dd:
scale v9-fafc3f69636a773c
”
#report_57_architecto_fugiat_temporai
$b068f62f-b092-48d8-8dd1-0e5a27d9f754’·Óª;
Janelle
Swaniawski$a1e4c56f-5cca-4b03-9f7d-ae3ad872e63b
97.37177.44206.66":
$4b8f72a2-88c3-44fb-97cb-f34784c3ff38eb4fe5488a224af8f6*

CODE9d624f917d0859bf392)
GLS"
82us32040 Valerie Green"59C:!
blender v11!0b68bffc100a466c
ﬁ
report_58_a_amet_earumc
$6ecb1c90-3879-4ce9-9c53-a917e1251662ﬁ‹≥≥5
KarenHarvey$fbe26db8-8559-4008-bdc5-9ab13c693366
67.03312.01808.76":
$b453a52e-7fe0-483d-a862-18a57837aba998f9860652eacbcd78*

CASH88a377ecd57ff5f5352&
GLS
22se4372 Reilly Port"27B: 

toaster v3b2d36e5bf1244620: 

juicer v2025c99b63807d6d52a
ﬁ
report_59_nulla_delectuse
$e117d413-af8c-4e21-aadf-4f02d740f917·Çﬁ≤7
SonnyParisian$dca04438-9a02-4261-a95f-dac05959b94c
80.56467.61834.98":
$6cd32b92-bb9d-47ec-9764-7d29dfac4c710f84c5e2e27b643f0c*

CASH0f45f8e31321d7bc742%
TTC
53de3025 Milo Shore"35A:
lamp v5d611280ed0e2f054: 

grinder v4
cef845bd1633fb61
É
report_60_natus_aliquamd
$031492e7-f095-4d12-8b1a-4b42cd2d66bbäèã≥6
DoraChamplin$9a2da1d7-0457-4c2d-af42-b5b08d9372e9
14.40496.62463.38":
$d6e4e005-a098-4224-9f7c-411b95c8c9563ea25ce2ed2336cdd5*

CASH26726e020d9ac43d462)
UPS"
88be4972 Aubrey Springs"85A:
	mixer v2086a691f44f5cff3a:
	radio v17!ad79e184fc762c28: 

kettle v11	8c28fd4ce92fa6b3
…
"report_61_incidunt_inventore_velitc
$7e24c780-7229-4fdd-a9a1-c33733215c56ªÙ±´5
ThoraWunsch$5b7a6dc5-611b-4b6c-aecb-af2b5512611c
1.36327.88312.27":
$52a3c5c4-90ec-40d6-bba1-86ca493a138ea63f8eb81cedd03e45*

CARD89934c248d70ee69672)
GLS"
52pt457 Predovic Square"99A:
	heater v1'37c893ba8a986b1d
À
report_62_nostrum_delectush
$00524d21-a7ea-476d-a32f-bd9b3026c44b†“Ÿ¿:
Yasmin
McCullough$a5268028-3768-446e-a3ca-e2615f9ac89d
71.22220.13863.28":
$d91c5f7a-8dd5-43a2-8a26-1e957005f148e71577d89c4d258f9e*"
 
TRANSFER7c11a1b17a1ebbb6052+
FedEx"
14pt8002 Madge Estates"105A:
lamp v91baab7c18f3a6257
ß
report_63_consequatur_sint_quof
$8d7ae9a0-a5ae-458e-a263-b201b8eade71˜Ã∞´8
Alice	McDermott$10a8f455-569c-4b2f-ae80-70c26a539e0c
69.1523.74840.66":
$241271e8-d810-4701-b886-8006f6d6f55508125906f6a5704961*

CODEf9d36228ebff941f652%
GLS
08no81331 Huel Lock"86D:
	fryer v20fdc10a014980d2f4:
	kettle v35fc504e5c1980201: 

vacuum v1110a2aa23d74e45c38:
lamp v134f6719c7fe9a6bad
ﬂ
report_64_soluta_auteme
$b93b1154-54ab-4fe6-baa5-56136fc6aab4´Æôº7
AubreyFritsch$7401262f-e196-49d0-9b5b-c25c5e9a4d19
87.61130.17121.94":
$259c3f80-9f72-41db-acd0-9cd013e5a091571cebffd895f442e0*

CARD5ce24aef63b31d59322'
DHL 
63nl52001 Grant Ridge"32A: 

heater v164d021de772131e0f:
lamp v174a1d68de345a39a4
À
 report_65_aliquam_necessitatibusb
$6b771338-aa70-47cb-b536-158e8c9cff45ß¡‚≠4
AlvaFisher$71dc40fe-0af0-41a3-be2c-ef50077007b3
53.21296.4111.97":
$ef177fc6-c6cd-435c-8a77-f24ee386b8a4e4b4884fd3a1d28a12*

CODE1a76b37521503764772,

Royal Mail
87de261 Zelda Plaza"80A:!
toaster v18	c8221bcd76daa8f2
Ω
report_66_excepturi_beataed
$e5ba197b-bc98-42b7-a541-1f9617c5c79bÍ≤ÕØ6
GunnarSchumm$51cc0466-bd57-4778-a4cc-60eb95e5d4c5
13.73304.35231.28":
$23b937c0-08cd-494d-92ff-947320df95aa0c9de87d179e43c73a*

CARDbc681d8a6ca0080c662%
UPS
03ro12236 Kunze Via"28A:
lamp v4"14977f7f64b38957
Ì
!report_67_inventore_dolorem_atqued
$daf8e07c-b2de-4287-b6b9-23df94ae04c3ˇ«àÆ6
EmmettZemlak$4a358412-58e7-4120-93dc-f43051bdc927
62.32308.13825.96":
$5519c760-45c4-4ff3-afb3-eb20568f4a170a62835f8dfbe54d00*"
 
TRANSFERa88dda3638f58611812&
DHL
01au902 Benton Court"19D: 

grinder v7(dcf4ebe3ccec9af4:
	heater v91ff6b79208aef20b
ƒ
report_68_esse_eum_undec
$8545ff4c-21ef-4860-812e-3487be008438ÔÚÏ¥5
JedSchimmel$a1833357-4d42-4c52-9d0f-572e400b97d8
86.89480.6238.40":
$4711cdb7-12e0-47bd-a4a0-875024c8423f92640b6df5b8196cb1*"
 
TRANSFERa80195537050b4d6852,
PostNL"
61dk88994 Fabian Center"42A:
scale v79327e507f01933ed
‡
report_69_earum_aut_velitb
$f79b613f-e5cd-4987-b492-fd75c0fded89ƒÉ—´4
RaeganConn$5a2d5adc-f7b2-44d2-be76-cbaea2d7e5b2
28.56353.52644.36":
$5c19ca20-607e-48c6-9169-20435394af1ea6e8124b2c8f325288*

CASH9f798fb3e6cc0dc0722&
DPD
16ie8 Marcos Prairie"88C: 

vacuum v1902dad9cb7ef74d87: 

grinder v1fc324ed3e7f0884a
ÿ
&report_70_quasi_blanditiis_accusantiumf
$85aa1aa9-fbfb-443e-a902-37d5b8ec5888∏˜Õ¡8
DaltonTremblay$1c5c12e9-a2cd-494e-acfb-78d15ee385c9
18.98475.66156.11":
$6e3919fb-d032-4e7a-af46-f068fc0be52374900e1313fc2a066a*"
 
TRANSFERe3c446239d0d51e3282+
TTC$
50gr94317 Nestor Underpass"5B:
	heater v9-cf7de9964dd5949e:
	juicer v30994c9f454ab8867:
	scale v12	0ee4af5968f36ece:
fryer v7	91e5d8daf2b0ac59:
iron v17b091f1784310a9c
≈
report_71_inventore_rem_dolores`
$03737616-4c3c-454e-81f1-926055c9f791ΩÔäæ2
MiloRowe$78a9a5fc-4ea6-4976-884c-720a9c1b1f4f
4.71114.72246.34":
$75f963c8-20c5-49c5-af1d-5d9ee98c33154f8bb44b726cc6e115*

CODEc2107a964ada574c102$
GLS
23ro91 Blaise Road"48B:
	heater v48bcf40b7ddfe2b0f: 

heater v20e5bf9aefd199da6c:
	fryer v11593eccce7a062536:
	mixer v15+9176012c8643ed9e:!
blender v16d181bb675beaeb76
È
report_72_animi_eaque_laborumc
$112d2e88-c113-4cdd-98e5-3a311cb1384a´ö»¨5
MerrittYost$d268c86e-9518-4a91-a350-74ccda7c163f
70.3223.90864.87":
$7345accf-6aa2-4412-84d1-c2d68d64b54770f03511dd6f8aa226*

CASHc6dcb675411a714d782+
PostNL!
23cz413 Beatrice Vista"60C: 

heater v109ac4cb8c93de66dc: 

blender v666211b0a2bb15836
Æ
report_73_harum_animi_voluptasa
$b4eeaa9f-8a95-446f-82f7-e49402b6cbffÂ€Õ∂3
MiloPagac$745358da-a28f-4923-8f07-e178def667f7
6.29266.8742.62":
$39fd55f3-04c7-40b3-81f4-8418839e1c1f73832c65c86ecb6ba6*"
 
TRANSFER3a8975b1e28b5b29722-

Royal Mail
53ie9784 Sigrid Pike"79C:
	vacuum v5	b0c2499956cde728:
scale v10c8cd7f1ee94f79e:!
blender v205df6a9d363b56279:
	mixer v162e374453b05f097a1
£
report_74_tempora_officiisd
$933a7400-4fa2-4142-84f0-3f901277bf0e©€¨6
WebsterRohan$4164ac05-876f-48c6-acb1-e039480696e5
38.51103.84232.29":
$e03f4ac4-9df0-4ae6-82a5-0617e538d16f562c5360e8aee13bcb*

CODE593bf2806e6a1043152"
GLS
12ca324 Conn Way"31A:
	heater v9	6b2bdf749c25bdd4: 

steamer v78fe09151f9c930af:!
toaster v141542e8eb8ea34dc2e: 

kettle v13bf810de543423860
ø
report_75_enim_possimuse
$52d4c1a1-da1f-48bf-96d3-32d0c09e39f4≈‹ï¥7
PorterWindler$92452e0b-8609-48d0-a078-830b98fd40f6
10.88140.58997.53":
$a311d83f-ca9c-48fe-913d-9a95bb59c3c61f89d68b3741c785ce*

CASHd39dc2d92a897e66632'
FedEx
73jp560 Grant Rapid"28D:
	kettle v57f834763b872055d
Æ
#report_76_doloribus_ratione_evenietf
$ace5a37c-aa35-41b3-a022-d6f85e2ba660˛£„π8
LorenaPredovic$b837a798-5ed6-4dcb-86c5-6278b59680a0
37.17282.32743.02":
$6268036c-9917-4a65-9396-333282d6fdf6e052ecc001464b831b*

CODE97407318ce811bc3612'
UPS 
99es90556 Parker Union"9B:!
steamer v146c7e268d5f907f99:
mixer v8c7ea789f132451bd:
fan v5-8b70ac6c163537ba: 

kettle v1440c58ef0bdca6291
˛
report_77_magnam_este
$7fde0ada-84ae-4f5e-8260-f97b31c92a65Ùêå∞7
HectorMcGlynn$0a997a23-64ef-4f60-94af-82f47e301029
89.5359.56360.65":
$7bc7cbc7-64dc-4578-a27c-d23f78cf54254c702fd5960697c557*

CARDc3886f3f3e797735732(
TTC!
90es73904 Quincy Alley"24A:
	mixer v11/73302b28dbc72bd1:
lamp v20-5b65ad62953fbc36: 

juicer v160bb77ddf362eda6f
ˇ
report_78_modi_utf
$edc230cf-471d-44a0-81e8-594f90720e49¯÷«≤8
ClementSimonis$289a7e27-b423-4dee-9fc2-d70c777ec6e8
26.26112.34561.13":
$b81eba7f-7573-49b2-8eea-da9aa4120579e1ecab40a67b3aca38*"
 
TRANSFER9a4c32e6aff43539332%
UPS
35jp712 Hessel Grove"8A: 

blender v6e0b2bd0f6797627b:
	scale v18b0af15d180d06650:
	juicer v94eb0ffe7ea995bbb
¿
report_79_natus_ae
$f22b5609-370e-48b9-a641-d12ba5c83567¢ﬁñ≥7
ErnestoMiller$b352ad88-e7a9-41d6-831e-1966f706793d
73.38251.29229.66":
$fe215721-e54e-4963-94c7-cf681bdc8d3ac217bc174d033bdd27*"
 
TRANSFERb0d7dde7293586d0302)
TTC"
33cz5292 Leannon Tunnel"51D: 

vacuum v14"d75846c0b75f2deb
∂
report_80_id_undea
$abe16a7f-0bde-4916-8e17-0d627a8697e7˘≤Ï¡3
DeliaMohr$cd0f46ae-c0bd-4412-b16d-1ecd7ce21771
74.16365.91820.94":
$59630863-304d-4bc1-a1f4-b13768e709acd06341b77a7ce9535a*

CODEcfa783ba1ad9b799862)
TTC"
63it8594 Cummerata Lake"89B:
iron v132f2e69555cfbe4fc
¬
report_81_maiores_quamc
$ceba1c65-6f9b-4f63-949c-a45b91c35af3ÑÈ•Æ5
FloydBednar$be5ceb1f-8f51-4dc2-8d23-e6f185f8128e
95.6385.52277.65":
$321c28de-3b1a-41c6-b23e-5460d926fe8bb6d0b8977be2d14c55*

CARDe7996fd3b526a992362&
UPS
39es484 Dolly Center"55B:!
toaster v12926e948c53d14f97:
	heater v34cb49fefe4c93c81:
	radio v1433495851554c8fc3: 

toaster v52821ff903fdac14c: 

heater v1274e32f35ef6d88c1
À
report_82_sequi_atqueg
$cf4df00d-32f1-4029-9d27-bee3a5528832Ú∞Ò≤9
Dorian	Cummerata$a07d5182-2759-4a02-b532-b689a6d02266
38.33170.76398.93":
$c8606677-f715-4cff-9aa9-8032c1c29de34bacc29c031354f328*"
 
TRANSFER5d2c360523f8e7a4072*

Royal Mail
26au41043 Seth Run"4C:
iron v42e64723fb431107a:
	fryer v195c743eeea9afb83d:
	radio v14"49982ddb685924d6:!
toaster v20f0063e43d14b3f27: 

juicer v13d24a20a898aee1ba
ë
&report_83_iure_dignissimos_dignissimose
$b835ad7e-d45e-4580-a94b-0520744222f9Ã–ì∞7
MalcolmCrooks$a9038225-035b-4f4f-8b97-7d38a272a859
20.959.63612.41":
$84efe1e9-3d2b-4413-8db1-d9a0a63a595319d9e3a941d4efcaab*

CARDa0306bd39612eae0672,

Royal Mail
71pl8593 Shad Brook"32A:
mixer v11ec71fda5a97c631:
fan v15(27d821bdeb1e4c42: 

steamer v298e6eb15e1d7c949
®
$report_84_numquam_repellendus_liberoa
$8bc219f6-df53-4d19-b6e7-ff131d5b6b86⁄˜Â±3
JuddKuhic$2c0a3993-807f-46f7-8723-bf0dd88f92ad
82.46397.26424.26":
$7b347b88-dfe1-4d18-9325-24131fca774423635fb8afe0e00fc3*

CASH40d08d4f819a678e832'
GLS 
51jp3308 Ernesto Lodge"2C:
iron v3!0c620b0a0abafbd3:
	vacuum v1a23da79cf1f93ef1:
fan v20d3380205e8ff7718: 

toaster v1	5494e79c79cfb6e1
Â
report_85_vitae_commodic
$1ddff17d-7a0c-4249-9907-41d0e8d814e6ê∂Üµ5
AlvaWitting$3288fcd9-e09e-4f29-b276-c02d62164d2e
17.11201.73557.40":
$479abdbd-cd3c-46de-b36a-426cbde0c139aff1ca5915910772d9*"
 
TRANSFER82290ebe1f35ad7a142*
DHL#
31uk7907 Stracke Orchard"45B:
radio v1+abed96e02b12f56f: 

steamer v8681ef44bf975e6ca
¶
report_86_quos_aperiam_sede
$9bfade4e-50cb-4a34-870b-9cfc1544908cü∑êΩ7
SantosCorkery$c9ec23e9-03fd-447e-9798-b7705a41bec8
14.8452.91834.61":
$845d9f9a-3f61-4461-8b1b-11ebb565fab5ea16682681092e63ca*

CASH2f00ad0c0437650e802,
UPS%
33it8681 Ondricka Crossing"69C:
fan v19.e152cb9715dca397:
fan v1517060c74ddd9589c:
	juicer v98a31172a436381b4: 

grinder v8b84e58e9e130b215
Ä
report_87_eos_quosf
$36c57ec2-daea-4dd9-85a7-d074d66a3448ˆÒ≠º8
SylviaBernhard$654be162-cd79-458a-afb4-4e18af127611
54.34423.11269.34":
$7662038e-4d4b-4e31-bbb2-a3bd07e104b05d5731103121baa393*

CASHb93a4bbad85c5722362*
FedEx!
11fr580 Yasmin Village"11D:
	vacuum v7f99266714aa31cda:
radio v9b3bc394bcabf29f3: 

heater v199ae7a66dcd2afcbc
ƒ
report_88_illum_aperiamf
$827a980d-eda3-4225-aff6-4432dc46b349ƒƒ€¥8
JessieChamplin$0857b3ec-76fa-4074-9c45-e36378ff6ff7
0.45379.89224.50":
$4d60f086-e0a1-41c3-b59c-00e879bbeccec629b3f328efab317c*

CARD6ab141470c8eafb7612(
DPD!
13ro8179 Ryleigh Rapid"59B:
	heater v2f5aed26fb4985065:
	heater v90eb4cb260c4ae004e:!
toaster v14c358adcafbcf95cb:
fryer v8(3b0478c7bb1cfb57:
radio v80e1970f7dad1c3369
£
report_89_eveniet_quasi_illumc
$ce5e7ba4-bb05-47d0-95dc-e5c73584f5c1¡…àπ5
WadePollich$f24b93e6-de80-4856-a55a-f730221cd362
63.1229.92110.40":
$fbca000c-5412-4d96-9744-5447f683d8eefc0e64b65b11fbd371*

CASH6e70e385558e9493552&
GLS
03at98 Sanford Falls"41C: 

grinder v5aec5985664dc7f9f:
lamp v7532d34edff30fac6:
fryer v22e0fa4ecc059a0e4: 

heater v12
90e24c64cdc9126b
å
$report_90_officiis_distinctio_laboreb
$74f03367-7aa7-4676-925b-9365348930b8Óÿ÷±4
EarlBlanda$1253cf89-c0b6-4aff-be45-ca00f72f06dd
65.82449.84673.19":
$150c810c-d089-4492-a48e-3739d6191f21bcbba90b79a99dc4cf*

CODE6dfb9c98466fca87072&
GLS
29ro2923 Price Valley"2A:!
toaster v18!d9e4d81129a319d0: 

vacuum v18'8a45229582f775c1:
lamp v11a69c90504bc8b635
ÿ
report_91_earum_quasic
$fb4c9d89-ce52-4f3b-96e9-df37a87cd1c3ß“–¥5
AbelStreich$d68f8f1d-94d3-4827-b4b2-fd67da93c079
47.493.54168.52":
$adf368d0-bf7e-4da8-928c-c56de9f3b0dd10505dd130cc1718e7*

CARD68f709a3a98ef7e4882%
UPS
95es393 Bayer Field"25A:
	mixer v205b7255b373c22819:
	heater v12d315d3c312ab6f1
È
report_92_maiores_perferendisd
$7576e41c-1857-4373-9e2c-30fb356e9cbbì˘¿≤6
RosalynHyatt$7959f929-1599-4238-b26d-e170f87d87c8
57.52460.51187.19":
$99b2ee2e-c246-4793-850e-a080e551896c3339b4bc6be92c19d8*

CASH0f3a1279eb0463a1272)
UPS"
13it5808 Daniel Hollow"117B:
	radio v172ab15e5ca9d974a0:!
grinder v1174794f97babfadcb
û
report_93_autem_solutad
$83cd73fb-789c-4ff5-a75f-682bb1bd61a0Ÿ¢ü≤6
HelgaHegmann$c36ba1de-307c-418f-ae12-1a5c8954aa9e
41.88493.33975.85":
$8b40a835-03d8-455a-b5c7-428673c7c595c61a45d1e23d2270d0*

CASH32d61f49684e6b0e572$
UPS
39hu2366 Isaac Run"84A:
fan v66d90a34cca270615:!
grinder v20
115f33e556edd6bc: 

vacuum v14f46b4e4497df90fc: 

kettle v1701eb5a9857cca692
¡
report_94_quod_nesciuntg
$3bee4e01-dbae-40fb-ba76-8264131d4552¨∞≈Æ9
CandaceKassulke$b6fa901a-cae5-4d63-89c9-2affdbe893dc
36.59344.8473.29":
$1132eb36-23a5-472e-8aee-e534f712f530e5798e7d839580f359*

CASH9100bc5c8ad3d9a0712(
PostNL
57hu2873 Audra Well"58D:
	fryer v19ac4396e3c4944747
È
report_95_ipsa_et_consecteturf
$4f1df7e1-53a3-4ea4-8559-966a346b3162∂ÊÔÆ8
Elias	Rosenbaum$144979d6-e102-46fb-97d4-e8c1e5abe7a8
86.89340.00216.34":
$8799389b-c407-4d9a-8092-6f490f9156d78be741308176c1a91c*

CODE485b677618f8e034072*
PostNL 
48be9159 Adams Union"101B:!
grinder v182c1b6bcc1265def8:
fan v8141c119b43a1cad3
¿
report_96_libero_beataee
$ec3314dd-57d0-403a-865a-77494e388991å©Ë≥7
OliveGislason$c13af0e6-5802-4a6e-b031-84358dc08c71
47.29233.2512.58":
$63b180f8-2c37-46a2-8b37-4d274ff9286295f7e5aaa13ffcffd4*

CASHd46a1fcbfeaa746b322(
TTC!
55ro65276 Rhoda Lodge"101B: 

steamer v754e3a10266dd235d
ä
report_97_eius_maxime_dictah
$609a3ff0-4315-4019-8012-8d1e57ace17fÔ£–π:
Ryleigh	Lueilwitz$9aa1e99b-6c9d-4610-8e73-39a7a5fb8647
41.8153.53653.65":
$8f2c3826-1ba6-4a44-8751-cc3722ff2590354606d1bb50304ea4*

CODEa11e7657a6430a2a152'
FedEx
53fi848 Viola Haven"15D:!
grinder v113649d2169ff12674:
lamp v125921387744ce169e:!
toaster v14754edca835691f9f
π
report_98_nemo_officiisc
$5352ec96-0f20-4401-9b7b-aa15870dd8a1ÌÒñø5
JoannaBayer$46647616-e91c-41ef-a81e-be941fd43bdc
52.43238.12255.96":
$05f99fb9-3fa1-4936-b36a-086945d55c4c7c2441ea8783b59848*

CASH3f10e8ea7aa8d4b1142"
DHL
14fr118 West Loop"4C: 

steamer v2f51c8da8209db2e1
¿
report_99_ipsum_eligendib
$6e101c2e-619c-4a8f-b46a-c91237b1ff58Ëª§ø4
WalterTorp$9ef04749-8ace-487f-bf48-abdfa3d23743
88.92399.58289.78":
$f363d118-578c-4459-a744-2c5e1784502087956cce1d576cfb0d*

CASH1bc6c463b918b64d862%
GLS
76at3391 Eugene Hill"4D: 

heater v17(1e24df0a036e1836:
lamp v20 0b689f1b226c8c96:
	juicer v93dae11a0f548aad3: 

juicer v11&a4917f4db3859ddd:
	vacuum v631188271827712a3
∫
report_100_in_illum`
$37b43a6b-a30d-474a-b6d6-52146bf9512cˆ†ç¥2
LeonHahn$6d57df22-7a30-4ab8-af89-2648cc89d34e
73.76251.17175.04":
$33f09005-1a24-47a8-90dd-3db8859c6841e8d9e40782961fb1ba*

CASH839dfbc23936615f032&
DHL
74es248 Stehr Center"18C: 

grinder v3817f1ad2228a0ca8:
	fryer v113e4e1f46a907f4d1: 

vacuum v12*104169ebd38561de:
scale v703e8ad1c1186015f2:
	radio v1671cf686357a566f3