typedef enum engRole {      // what a texture is for
  engROLE_COLOR = 0,        // base color
  engROLE_NORMAL,           // normal map
  engNROLE                  // number of roles
} engRole;

const char *eng_role_name(engRole role);
